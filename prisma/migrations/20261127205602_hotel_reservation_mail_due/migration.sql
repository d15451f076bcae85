-- The hotel-reservation mail goes out before the booking is paid: its default text now states the
-- amount due, the payment deadline and that an unpaid booking lapses ({nights}, {amountDue} and
-- {payBy} are new placeholders; every old one is still supplied). Templates are stored per
-- conference, so rows still holding the previous default text get the new one; a text a manager
-- has edited stays as it is (it keeps working, and "reset to default" brings the new wording).

UPDATE "MailTemplate" SET "bodyZh" = '<p>{name}，您好：</p><p>您已预订 {hotel}（{roomType}）{rooms} 间，共 {nights}，入住日期 {checkIn}，退房日期 {checkOut}。</p><p>应付金额：<strong>{amountDue}</strong>，请于 <strong>{payBy}</strong> 前完成支付。逾期未支付的预订将自动失效，所订房间将被释放。</p><p>详情请访问：<a href="{link}">{link}</a></p><p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>'
WHERE "kind" = 'HOTEL_RESERVATION' AND "bodyZh" = '<p>{name}，您好：</p><p>您已预订 {hotel}（{roomType}）{rooms} 间，入住日期 {checkIn}，离店日期 {checkOut}。</p><p>详情请访问：<a href="{link}">{link}</a></p><p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>';

UPDATE "MailTemplate" SET "bodyEn" = '<p>Dear {name},</p><p>You have booked {hotel} ({roomType}) for {nights}: check-in {checkIn}, check-out {checkOut}, rooms: {rooms}.</p><p>Amount due: <strong>{amountDue}</strong>. Please pay by <strong>{payBy}</strong>. A booking that is not paid by then lapses and its rooms are released.</p><p>Details: <a href="{link}">{link}</a></p><p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>'
WHERE "kind" = 'HOTEL_RESERVATION' AND "bodyEn" = '<p>Dear {name},</p><p>You have reserved {rooms} room(s) of type {roomType} at {hotel}, checking in on {checkIn} and out on {checkOut}.</p><p>Details: <a href="{link}">{link}</a></p><p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>';

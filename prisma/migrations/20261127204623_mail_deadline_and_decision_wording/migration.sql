-- The reviewer's assignment mail printed "请于 — 前完成" when no review deadline was set, and the
-- decision mail was titled "final result" even for "needs modification". Replace the seeded texts
-- where they are still exactly the seeded ones; templates a manager has edited stay as they are.

UPDATE "MailTemplate" SET "bodyZh" = '<p>{name}，您好：</p><p>稿件 {submissionNo}《{title}》已分配给您评审{?deadline}，请于 {deadline} 前完成{/deadline}。</p><p>详情请访问：<a href="{link}">{link}</a></p><p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>'
WHERE "kind" = 'ABSTRACT_ASSIGNMENT' AND "bodyZh" = '<p>{name}，您好：</p><p>稿件 {submissionNo}《{title}》已分配给您评审，请于 {deadline} 前完成。</p><p>详情请访问：<a href="{link}">{link}</a></p><p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>';

UPDATE "MailTemplate" SET "bodyEn" = '<p>Dear {name},</p><p>The abstract {submissionNo} "{title}" has been assigned to you for review.{?deadline} Please complete your review by {deadline}.{/deadline}</p><p>Details: <a href="{link}">{link}</a></p><p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>'
WHERE "kind" = 'ABSTRACT_ASSIGNMENT' AND "bodyEn" = '<p>Dear {name},</p><p>The abstract {submissionNo} "{title}" has been assigned to you for review. Please complete your review by {deadline}.</p><p>Details: <a href="{link}">{link}</a></p><p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>';

UPDATE "MailTemplate" SET "subjectZh" = '【{conferenceName}】稿件 {submissionNo} 评审结果：{result}'
WHERE "kind" = 'FINAL_RESULT' AND "subjectZh" = '【{conferenceName}】稿件最终结果：{submissionNo}';

UPDATE "MailTemplate" SET "subjectEn" = '[{conferenceName}] Your abstract {submissionNo}: {result}'
WHERE "kind" = 'FINAL_RESULT' AND "subjectEn" = '[{conferenceName}] Decision on your abstract {submissionNo}';

UPDATE "MailTemplate" SET "bodyZh" = '<p>{name}，您好：</p><p>您的稿件 {submissionNo}《{title}》的评审结果为：<strong>{result}</strong>。</p><p>{opinion}</p><p>详情请访问：<a href="{link}">{link}</a></p><p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>'
WHERE "kind" = 'FINAL_RESULT' AND "bodyZh" = '<p>{name}，您好：</p><p>您的稿件 {submissionNo}《{title}》的最终结果为：<strong>{result}</strong>。</p><p>{opinion}</p><p>详情请访问：<a href="{link}">{link}</a></p><p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>';

UPDATE "MailTemplate" SET "bodyEn" = '<p>Dear {name},</p><p>The outcome of the review of your abstract {submissionNo} "{title}" is: <strong>{result}</strong>.</p><p>{opinion}</p><p>Details: <a href="{link}">{link}</a></p><p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>'
WHERE "kind" = 'FINAL_RESULT' AND "bodyEn" = '<p>Dear {name},</p><p>The decision on your abstract {submissionNo} "{title}" is: <strong>{result}</strong>.</p><p>{opinion}</p><p>Details: <a href="{link}">{link}</a></p><p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>';

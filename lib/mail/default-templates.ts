import type { MailKind } from "./placeholders";

// Bilingual defaults for the eleven templates, seeded for every conference and restored by
// "reset to default". HTML limited to what the editor produces (p, strong, a, ul/li).
export type MailTemplateText = { subjectZh: string; subjectEn: string; bodyZh: string; bodyEn: string };

const linkZh = '<p>详情请访问：<a href="{link}">{link}</a></p>';
const linkEn = '<p>Details: <a href="{link}">{link}</a></p>';
const signZh = "<p>此邮件由系统自动发送，请勿直接回复。</p><p>{conferenceName} 会务组</p>";
const signEn = "<p>This message was sent automatically; please do not reply to it.</p><p>The {conferenceName} team</p>";

export const DEFAULT_TEMPLATES: Record<MailKind, MailTemplateText> = {
  REGISTRATION: {
    subjectZh: "【{conferenceName}】注册成功",
    subjectEn: "[{conferenceName}] Registration confirmed",
    bodyZh: `<p>{name}，您好：</p><p>您已使用邮箱 {email} 成功注册参加 <strong>{conferenceName}</strong>。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>Your registration for <strong>{conferenceName}</strong> with the email address {email} is confirmed.</p>${linkEn}${signEn}`,
  },
  HOTEL_RESERVATION: {
    subjectZh: "【{conferenceName}】酒店预订确认",
    subjectEn: "[{conferenceName}] Hotel reservation",
    bodyZh: `<p>{name}，您好：</p><p>您已预订 {hotel}（{roomType}）{rooms} 间，共 {nights}，入住日期 {checkIn}，退房日期 {checkOut}。</p><p>应付金额：<strong>{amountDue}</strong>，请于 <strong>{payBy}</strong> 前完成支付。逾期未支付的预订将自动失效，所订房间将被释放。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>You have booked {hotel} ({roomType}) for {nights}: check-in {checkIn}, check-out {checkOut}, rooms: {rooms}.</p><p>Amount due: <strong>{amountDue}</strong>. Please pay by <strong>{payBy}</strong>. A booking that is not paid by then lapses and its rooms are released.</p>${linkEn}${signEn}`,
  },
  ABSTRACT_SUBMISSION: {
    subjectZh: "【{conferenceName}】摘要提交成功：{submissionNo}",
    subjectEn: "[{conferenceName}] Abstract received: {submissionNo}",
    bodyZh: `<p>{name}，您好：</p><p>您的摘要《{title}》已成功提交，稿件编号 {submissionNo}。评审结果将另行通知。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>Your abstract "{title}" has been received with the number {submissionNo}. We will let you know the outcome of the review.</p>${linkEn}${signEn}`,
  },
  REVIEWER_INVITATION: {
    subjectZh: "【{conferenceName}】审稿人邀请",
    subjectEn: "[{conferenceName}] Invitation to review",
    bodyZh: `<p>{name}，您好：</p><p>诚邀您担任 <strong>{conferenceName}</strong> 的审稿人。请使用邮箱 {email} 点击下方链接激活审稿账号：</p><p><a href="{link}">{link}</a></p>${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>You are invited to review for <strong>{conferenceName}</strong>. Please activate your reviewer account for {email} with this link:</p><p><a href="{link}">{link}</a></p>${signEn}`,
  },
  ABSTRACT_ASSIGNMENT: {
    subjectZh: "【{conferenceName}】新的审稿任务：{submissionNo}",
    subjectEn: "[{conferenceName}] New abstract to review: {submissionNo}",
    // Without a review deadline the sentence about it is left out ({?deadline} … {/deadline}).
    bodyZh: `<p>{name}，您好：</p><p>稿件 {submissionNo}《{title}》已分配给您评审{?deadline}，请于 {deadline} 前完成{/deadline}。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>The abstract {submissionNo} "{title}" has been assigned to you for review.{?deadline} Please complete your review by {deadline}.{/deadline}</p>${linkEn}${signEn}`,
  },
  ABSTRACT_REVIEW: {
    subjectZh: "【{conferenceName}】稿件评审意见：{submissionNo}",
    subjectEn: "[{conferenceName}] Review of your abstract {submissionNo}",
    bodyZh: `<p>{name}，您好：</p><p>您的稿件 {submissionNo}《{title}》收到了评审意见：</p><p>{opinion}</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>Your abstract {submissionNo} "{title}" has been reviewed:</p><p>{opinion}</p>${linkEn}${signEn}`,
  },
  // Sent for every decision, "needs modification" included: it names the result, never "final".
  FINAL_RESULT: {
    subjectZh: "【{conferenceName}】稿件 {submissionNo} 评审结果：{result}",
    subjectEn: "[{conferenceName}] Your abstract {submissionNo}: {result}",
    bodyZh: `<p>{name}，您好：</p><p>您的稿件 {submissionNo}《{title}》的评审结果为：<strong>{result}</strong>。</p><p>{opinion}</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>The outcome of the review of your abstract {submissionNo} "{title}" is: <strong>{result}</strong>.</p><p>{opinion}</p>${linkEn}${signEn}`,
  },
  CHAIR_REVIEW: {
    subjectZh: "【{conferenceName}】待主席审核：{submissionNo}",
    subjectEn: "[{conferenceName}] Awaiting the chair's opinion: {submissionNo}",
    bodyZh: `<p>{name}，您好：</p><p>稿件 {submissionNo}《{title}》的评审已全部完成，请您给出主席意见。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>All reviews of the abstract {submissionNo} "{title}" are in. Please give your opinion as chair.</p>${linkEn}${signEn}`,
  },
  REGISTRATION_PAYMENT: {
    subjectZh: "【{conferenceName}】注册费支付成功：{orderNo}",
    subjectEn: "[{conferenceName}] Registration fee paid: {orderNo}",
    bodyZh: `<p>{name}，您好：</p><p>订单 {orderNo} 的注册费 {amount} 已支付成功，您的注册码为 <strong>{code}</strong>。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>We have received your registration fee of {amount} for order {orderNo}. Your registration code is <strong>{code}</strong>.</p>${linkEn}${signEn}`,
  },
  OPTIONAL_FEE_PAYMENT: {
    subjectZh: "【{conferenceName}】费用支付成功：{orderNo}",
    subjectEn: "[{conferenceName}] Payment received: {orderNo}",
    bodyZh: `<p>{name}，您好：</p><p>订单 {orderNo}（{fee}）的费用 {amount} 已支付成功。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>We have received your payment of {amount} for {fee} (order {orderNo}).</p>${linkEn}${signEn}`,
  },
  HOTEL_PAYMENT: {
    subjectZh: "【{conferenceName}】酒店费用支付成功：{orderNo}",
    subjectEn: "[{conferenceName}] Hotel payment received: {orderNo}",
    bodyZh: `<p>{name}，您好：</p><p>订单 {orderNo} 的 {hotel} 住宿费用 {amount} 已支付成功。</p>${linkZh}${signZh}`,
    bodyEn: `<p>Dear {name},</p><p>We have received your payment of {amount} for {hotel} (order {orderNo}).</p>${linkEn}${signEn}`,
  },
};

/** Rows for seeding a conference's templates (prisma createMany / upsert data). */
export function defaultTemplateRows(conferenceId: number): Array<MailTemplateText & { conferenceId: number; kind: MailKind }> {
  return (Object.keys(DEFAULT_TEMPLATES) as MailKind[]).map((kind) => ({ conferenceId, kind, ...DEFAULT_TEMPLATES[kind] }));
}

-- The demo conference's seeded payment notes repeated what the pay page already says (quote the
-- payment reference; the order is marked paid on arrival), so participants read it twice. Replace
-- them where they are still exactly the seeded text; notes a manager has edited stay as they are.
UPDATE "PaymentMethodConfig"
SET "noteZh" = '境外汇款的银行手续费由汇款人承担，请确保到账金额与应付金额一致。'
WHERE "method" = 'BANK_REMITTANCE' AND "noteZh" = '请在转账附言中填写付款编号，以便会务组核对到账；到账确认后订单状态将更新为已支付。';

UPDATE "PaymentMethodConfig"
SET "noteEn" = 'For transfers from abroad, bank charges are paid by the sender: please make sure the full amount arrives.'
WHERE "method" = 'BANK_REMITTANCE' AND "noteEn" = 'Please put the payment reference in the transfer memo so that the conference office can match your payment; the order is marked paid once it has arrived.';

UPDATE "PaymentMethodConfig"
SET "noteZh" = '邮局汇款通常需要 5–7 个工作日到账。'
WHERE "method" = 'POST_REMITTANCE' AND "noteZh" = '请在汇款单附言中填写付款编号。';

UPDATE "PaymentMethodConfig"
SET "noteEn" = 'A postal remittance usually takes 5–7 working days to arrive.'
WHERE "method" = 'POST_REMITTANCE' AND "noteEn" = 'Please write the payment reference on the remittance form.';

-- Order history reasons become JSON: {"key": …, "values": …} for a message key the platform
-- wrote, {"text": …} for a person's words, NULL for none. Until now the text column held either,
-- and the order page guessed which; the rows are converted here by the same rules it used:
--   'payLater'                                → the manager's "allowed to pay later"
--   'billing.voidReason.X' with a manager wording (orderAdmin.voidReason.X) → that wording's key
--   any other billing.notify / billing.voidReason key → the key itself
--   ''                                        → NULL
--   anything else                             → the text as typed
-- The end state is what Prisma's own diff gives (DROP + ADD "reason" JSONB); the column is
-- changed in place instead so that no row loses its reason.
ALTER TABLE "OrderTransition" ALTER COLUMN "reason" DROP DEFAULT,
ALTER COLUMN "reason" DROP NOT NULL,
ALTER COLUMN "reason" SET DATA TYPE JSONB USING (
  CASE
    WHEN "reason" = '' THEN NULL
    WHEN "reason" = 'payLater' THEN jsonb_build_object('key', 'orderAdmin.history.payLater')
    WHEN "reason" IN ('billing.voidReason.cancelledByManager', 'billing.voidReason.cancelledByParticipant', 'billing.voidReason.expired', 'billing.voidReason.hotelCurrencyChanged', 'billing.voidReason.priceChanged', 'billing.voidReason.replaced', 'billing.voidReason.roomPriceChanged')
      THEN jsonb_build_object('key', 'orderAdmin.voidReason.' || substr("reason", length('billing.voidReason.') + 1))
    WHEN "reason" IN ('billing.notify.alreadyRefunded', 'billing.notify.amountMismatch', 'billing.notify.badSignature', 'billing.notify.billClosed', 'billing.notify.cancelledByPayer', 'billing.notify.closed', 'billing.notify.closedShort', 'billing.notify.declined', 'billing.notify.declinedShort', 'billing.notify.inFlight', 'billing.notify.malformed', 'billing.notify.notConfigured', 'billing.notify.notPaid', 'billing.notify.orderNotPayable', 'billing.notify.paidTwice', 'billing.notify.partialRefund', 'billing.notify.pending', 'billing.notify.providerUnavailable', 'billing.notify.refunded', 'billing.notify.replaced', 'billing.notify.returned', 'billing.notify.staleTimestamp', 'billing.notify.unknownBill', 'billing.notify.unknownCertificate', 'billing.notify.unsupportedEvent', 'billing.notify.wrongMerchant', 'billing.voidReason.cancelledByManager', 'billing.voidReason.cancelledByParticipant', 'billing.voidReason.expired', 'billing.voidReason.hotelCurrencyChanged', 'billing.voidReason.priceChanged', 'billing.voidReason.refunded', 'billing.voidReason.replaced', 'billing.voidReason.roomPriceChanged')
      THEN jsonb_build_object('key', "reason")
    ELSE jsonb_build_object('text', "reason")
  END
);

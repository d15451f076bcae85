-- CreateEnum
CREATE TYPE "ConferenceRole" AS ENUM ('CREATOR', 'MANAGER', 'REVIEWER', 'REVIEW_CHAIR');

-- CreateEnum
CREATE TYPE "RegisterRule" AS ENUM ('REGISTER_FIRST_AND_PAY_LATER', 'SUBMIT_FIRST_AND_PAY_LATER', 'PAY_FIRST_AND_SUBMIT_LATER');

-- CreateEnum
CREATE TYPE "RegisterOptionKind" AS ENUM ('COUNTRY', 'UNIT', 'CUSTOM');

-- CreateEnum
CREATE TYPE "AttendeeStatus" AS ENUM ('NORMAL', 'EXPIRED', 'INVALID');

-- CreateEnum
CREATE TYPE "FeeKind" AS ENUM ('REGISTRATION', 'OPTIONAL');

-- CreateEnum
CREATE TYPE "FeeUserScope" AS ENUM ('EVERYONE', 'THIRD_WORLD');

-- CreateEnum
CREATE TYPE "FeeLanguageScope" AS ENUM ('ALL', 'ZH_ONLY', 'EN_ONLY');

-- CreateEnum
CREATE TYPE "OrderType" AS ENUM ('MODULE', 'REGISTRATION', 'HOTEL', 'OPTIONAL');

-- CreateEnum
CREATE TYPE "TransactionStatus" AS ENUM ('EXPIRED', 'CANCELLED', 'UNPAID', 'WAITING_CONFIRMATION', 'TO_BE_CONFIRMED', 'PAID', 'SUCCESSFUL', 'PAYMENT_EXCEPTION', 'TRANSACTION_EXCEPTION', 'PAYMENT_FAILED');

-- CreateEnum
CREATE TYPE "PayStatus" AS ENUM ('UNPAID', 'DELAY', 'PAID');

-- CreateEnum
CREATE TYPE "PaymentMethodKind" AS ENUM ('CARD_DOMESTIC', 'CARD_FOREIGN', 'WECHAT', 'ALIPAY', 'PAYPAL', 'BANK_REMITTANCE', 'POST_REMITTANCE', 'OTHER');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('CREATED', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "PaymentPlan" AS ENUM ('GENERAL', 'HOTEL_SEPARATE');

-- CreateEnum
CREATE TYPE "ReceiptStatus" AS ENUM ('UNBILLED', 'TO_BE_INVOICED', 'INVOICED');

-- CreateEnum
CREATE TYPE "ReceiptTitleType" AS ENUM ('PERSONAL', 'COMPANY');

-- CreateEnum
CREATE TYPE "FieldRequirement" AS ENUM ('REQUIRED', 'OPTIONAL', 'HIDDEN');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('WAITING_ALLOCATION', 'ASSIGNED', 'ACCEPTED', 'REJECTED', 'NEEDS_MODIFICATION', 'RESUBMITTED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "SubmissionFileKind" AS ENUM ('ABSTRACT', 'FULL_TEXT', 'ATTACHMENT');

-- CreateEnum
CREATE TYPE "MailTemplateKind" AS ENUM ('REGISTRATION', 'HOTEL_RESERVATION', 'ABSTRACT_SUBMISSION', 'REVIEWER_INVITATION', 'ABSTRACT_ASSIGNMENT', 'ABSTRACT_REVIEW', 'FINAL_RESULT', 'CHAIR_REVIEW', 'REGISTRATION_PAYMENT', 'OPTIONAL_FEE_PAYMENT', 'HOTEL_PAYMENT');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('QUEUED', 'SENDING', 'SENT', 'RETRYING', 'FAILED');

-- CreateEnum
CREATE TYPE "FeedbackStatus" AS ENUM ('OPEN', 'REPLIED', 'CLOSED');

-- CreateEnum
CREATE TYPE "VerificationPurpose" AS ENUM ('REGISTER', 'RESET_PASSWORD');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "trueName" TEXT NOT NULL DEFAULT '',
    "firstName" TEXT NOT NULL DEFAULT '',
    "middleName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "cstnetId" TEXT,
    "phone" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "unit" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "locale" TEXT NOT NULL DEFAULT 'zh',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "mobile" BOOLEAN NOT NULL DEFAULT false,
    "userAgent" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "provider" TEXT,
    "idToken" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlatformAdmin" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformAdmin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Conference" (
    "id" SERIAL NOT NULL,
    "nameZh" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "shortName" TEXT NOT NULL DEFAULT '',
    "status" INTEGER NOT NULL DEFAULT 1,
    "languageType" INTEGER NOT NULL DEFAULT 3,
    "startDate" DATE,
    "endDate" DATE,
    "locationZh" TEXT NOT NULL DEFAULT '',
    "locationEn" TEXT NOT NULL DEFAULT '',
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Shanghai',
    "currency" CHAR(3) NOT NULL DEFAULT 'CNY',
    "disciplineId" INTEGER,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Conference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConferenceDomain" (
    "id" SERIAL NOT NULL,
    "host" TEXT NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "isPrimary" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ConferenceDomain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConferenceUser" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "role" "ConferenceRole" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConferenceUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConferenceModule" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "module" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ConferenceModule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "primaryColor" TEXT NOT NULL DEFAULT '#1d4e89',
    "logoFile" TEXT,
    "bannerFile" TEXT,
    "faviconFile" TEXT,
    "footerZh" TEXT NOT NULL DEFAULT '',
    "footerEn" TEXT NOT NULL DEFAULT '',
    "contactEmail" TEXT NOT NULL DEFAULT '',
    "contactPhone" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebsiteConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegisterConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "registerFlag" BOOLEAN NOT NULL DEFAULT false,
    "registerNum" INTEGER NOT NULL DEFAULT 0,
    "registeredCount" INTEGER NOT NULL DEFAULT 0,
    "costsSet" BOOLEAN NOT NULL DEFAULT false,
    "registerRule" "RegisterRule" NOT NULL DEFAULT 'REGISTER_FIRST_AND_PAY_LATER',
    "registerStartDate" DATE,
    "registerEndDate" DATE,
    "registerInstructionsZh" TEXT NOT NULL DEFAULT '',
    "registerInstructionsEn" TEXT NOT NULL DEFAULT '',
    "descriptionZh" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "allowAccountCreation" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegisterConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegisterFormVersion" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'default',
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,
    "fields" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegisterFormVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegisterOption" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "kind" "RegisterOptionKind" NOT NULL DEFAULT 'CUSTOM',
    "values" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegisterOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attendee" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "formVersionId" INTEGER NOT NULL,
    "feeId" INTEGER,
    "registrationCode" TEXT,
    "userName" TEXT NOT NULL DEFAULT '',
    "firstName" TEXT NOT NULL DEFAULT '',
    "middleName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "fullName" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "countryArea" TEXT NOT NULL DEFAULT '',
    "unit" TEXT NOT NULL DEFAULT '',
    "comment" TEXT NOT NULL DEFAULT '',
    "post" TEXT NOT NULL DEFAULT '',
    "birthday" DATE,
    "gender" TEXT NOT NULL DEFAULT '',
    "idCard" TEXT NOT NULL DEFAULT '',
    "passport" TEXT NOT NULL DEFAULT '',
    "personalIndex" TEXT NOT NULL DEFAULT '',
    "fax" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "answers" JSONB NOT NULL DEFAULT '{}',
    "status" "AttendeeStatus" NOT NULL DEFAULT 'NORMAL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Attendee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AttendeeFile" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "attendeeId" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "storedName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AttendeeFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER,
    "userId" INTEGER,
    "purpose" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "storedName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" TIMESTAMP(3),

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Fee" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "kind" "FeeKind" NOT NULL,
    "titleZh" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "descriptionZh" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "priceMinor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'CNY',
    "displayCurrency" CHAR(3),
    "displayPriceMinor" INTEGER,
    "openDate" DATE,
    "deadline" DATE,
    "open" BOOLEAN NOT NULL DEFAULT false,
    "userScope" "FeeUserScope" NOT NULL DEFAULT 'EVERYONE',
    "languageScope" "FeeLanguageScope" NOT NULL DEFAULT 'ALL',
    "invitationCode" TEXT,
    "totalLimit" INTEGER,
    "perAccountMax" INTEGER NOT NULL DEFAULT 1,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "codePrefix" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Fee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" SERIAL NOT NULL,
    "orderNo" TEXT NOT NULL,
    "type" "OrderType" NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'CNY',
    "transactionStatus" "TransactionStatus" NOT NULL DEFAULT 'UNPAID',
    "payStatus" "PayStatus" NOT NULL DEFAULT 'UNPAID',
    "available" BOOLEAN NOT NULL DEFAULT true,
    "paymentMethod" "PaymentMethodKind",
    "transactionNo" TEXT,
    "paidAt" TIMESTAMP(3),
    "deadlineAt" TIMESTAMP(3),
    "remarks" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderItem" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "type" "OrderType" NOT NULL,
    "feeId" INTEGER,
    "roomId" INTEGER,
    "reservationId" INTEGER,
    "titleZh" TEXT NOT NULL DEFAULT '',
    "titleEn" TEXT NOT NULL DEFAULT '',
    "hotelNameZh" TEXT NOT NULL DEFAULT '',
    "hotelNameEn" TEXT NOT NULL DEFAULT '',
    "roomTypeZh" TEXT NOT NULL DEFAULT '',
    "roomTypeEn" TEXT NOT NULL DEFAULT '',
    "checkIn" DATE,
    "checkOut" DATE,
    "days" INTEGER,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "roomQuantity" INTEGER,
    "unitPriceMinor" INTEGER NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "deadline" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "billNo" TEXT NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderIds" INTEGER[],
    "provider" "PaymentMethodKind" NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'CREATED',
    "providerTxnNo" TEXT,
    "raw" JSONB,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentMethodConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "method" "PaymentMethodKind" NOT NULL,
    "titleZh" TEXT NOT NULL DEFAULT '',
    "titleEn" TEXT NOT NULL DEFAULT '',
    "noteZh" TEXT NOT NULL DEFAULT '',
    "noteEn" TEXT NOT NULL DEFAULT '',
    "config" JSONB NOT NULL DEFAULT '{}',
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentMethodConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentSettings" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "plan" "PaymentPlan" NOT NULL DEFAULT 'GENERAL',
    "combineOrders" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Receipt" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "recipientName" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "receiptType" TEXT NOT NULL DEFAULT 'ordinary',
    "content" TEXT NOT NULL,
    "titleType" "ReceiptTitleType" NOT NULL,
    "titleName" TEXT NOT NULL,
    "taxpayerNo" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "paymentDate" DATE NOT NULL,
    "attendeeNames" TEXT NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "status" "ReceiptStatus" NOT NULL DEFAULT 'UNBILLED',
    "expressNo" TEXT NOT NULL DEFAULT '',
    "billNo" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HotelConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "bookingStart" DATE,
    "bookingEnd" DATE,
    "open" BOOLEAN NOT NULL DEFAULT false,
    "settlementCurrency" CHAR(3) NOT NULL DEFAULT 'CNY',
    "displayCurrency" CHAR(3),
    "descriptionZh" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "conditionZh" TEXT NOT NULL DEFAULT '',
    "conditionEn" TEXT NOT NULL DEFAULT '',
    "explanationZh" TEXT NOT NULL DEFAULT '',
    "explanationEn" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HotelConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Hotel" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "nameZh" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "star" INTEGER,
    "link" TEXT NOT NULL DEFAULT '',
    "addressZh" TEXT NOT NULL DEFAULT '',
    "addressEn" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Hotel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HotelRoom" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "hotelId" INTEGER NOT NULL,
    "typeZh" TEXT NOT NULL,
    "typeEn" TEXT NOT NULL DEFAULT '',
    "priceMinor" INTEGER NOT NULL,
    "displayPriceMinor" INTEGER,
    "checkInStart" DATE NOT NULL,
    "checkInEnd" DATE NOT NULL,
    "totalBookable" INTEGER NOT NULL,
    "maxPerPerson" INTEGER NOT NULL,
    "minPerPerson" INTEGER NOT NULL DEFAULT 1,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HotelRoom_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HotelReservation" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "hotelId" INTEGER NOT NULL,
    "roomId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "bookerEmail" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "unit" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "roomCount" INTEGER NOT NULL,
    "days" INTEGER NOT NULL,
    "checkIn" DATE NOT NULL,
    "checkOut" DATE NOT NULL,
    "specialRequirements" TEXT NOT NULL DEFAULT '',
    "totalPayableMinor" INTEGER NOT NULL,
    "paidMinor" INTEGER NOT NULL DEFAULT 0,
    "currency" CHAR(3) NOT NULL,
    "payStatus" "PayStatus" NOT NULL DEFAULT 'UNPAID',
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HotelReservation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "open" BOOLEAN NOT NULL DEFAULT false,
    "startDate" DATE,
    "endDate" DATE,
    "secondDeadline" DATE,
    "maxSubmissions" INTEGER,
    "limitFlag" BOOLEAN NOT NULL DEFAULT false,
    "perPersonMax" INTEGER,
    "abstractContent" "FieldRequirement" NOT NULL DEFAULT 'REQUIRED',
    "attachment" "FieldRequirement" NOT NULL DEFAULT 'OPTIONAL',
    "authorInfo" "FieldRequirement" NOT NULL DEFAULT 'REQUIRED',
    "fullText" "FieldRequirement" NOT NULL DEFAULT 'OPTIONAL',
    "category" "FieldRequirement" NOT NULL DEFAULT 'OPTIONAL',
    "reportType" "FieldRequirement" NOT NULL DEFAULT 'OPTIONAL',
    "keywords" "FieldRequirement" NOT NULL DEFAULT 'REQUIRED',
    "categoryOptions" JSONB NOT NULL DEFAULT '[]',
    "reportTypeOptions" JSONB NOT NULL DEFAULT '[]',
    "instructionsZh" TEXT NOT NULL DEFAULT '',
    "instructionsEn" TEXT NOT NULL DEFAULT '',
    "allowEditAfterAccept" BOOLEAN NOT NULL DEFAULT false,
    "pdfLayout" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubmissionConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionTheme" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "prefix" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "nameZh" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubmissionTheme_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Submission" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "code" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "themeId" INTEGER,
    "reportType" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL DEFAULT '',
    "abstract" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "abstractFile" TEXT,
    "fullTextFile" TEXT,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'WAITING_ALLOCATION',
    "chairOpinion" TEXT,
    "finalOpinion" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionAuthor" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "organisation" TEXT NOT NULL DEFAULT '',
    "corresponding" BOOLEAN NOT NULL DEFAULT false,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SubmissionAuthor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionFile" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "kind" "SubmissionFileKind" NOT NULL,
    "originalName" TEXT NOT NULL,
    "storedName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubmissionFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "ratingRules" TEXT NOT NULL DEFAULT '',
    "detailRules" TEXT NOT NULL DEFAULT '',
    "blind" BOOLEAN NOT NULL DEFAULT true,
    "chairFinal" BOOLEAN NOT NULL DEFAULT false,
    "scoreItems" JSONB NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Reviewer" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL DEFAULT '',
    "middleName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "unit" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "countryArea" TEXT NOT NULL DEFAULT '',
    "direction" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT false,
    "activationKeyHash" TEXT,
    "activationExpiresAt" TIMESTAMP(3),
    "activatedAt" TIMESTAMP(3),
    "isChair" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Reviewer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewAssignment" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "reviewerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewOpinion" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "assignmentId" INTEGER NOT NULL,
    "scores" JSONB NOT NULL DEFAULT '{}',
    "total" INTEGER,
    "comment" TEXT NOT NULL DEFAULT '',
    "recommend" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewOpinion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailConfig" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "passwordEncrypted" TEXT,
    "smtpHost" TEXT NOT NULL,
    "port" INTEGER NOT NULL,
    "ssl" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailTemplate" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "kind" "MailTemplateKind" NOT NULL,
    "subjectZh" TEXT NOT NULL,
    "subjectEn" TEXT NOT NULL,
    "bodyZh" TEXT NOT NULL,
    "bodyEn" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER,
    "to" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'zh',
    "templateKind" "MailTemplateKind",
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "status" "MailStatus" NOT NULL DEFAULT 'QUEUED',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "messageId" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Feedback" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER,
    "title" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "recipient" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "reply" TEXT,
    "repliedAt" TIMESTAMP(3),
    "repliedById" INTEGER,
    "status" "FeedbackStatus" NOT NULL DEFAULT 'OPEN',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedbackFile" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "feedbackId" INTEGER NOT NULL,
    "originalName" TEXT NOT NULL,
    "storedName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedbackFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Appearance" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "name" VARCHAR(20) NOT NULL,
    "thumbnail" TEXT NOT NULL,
    "cssFile" TEXT,
    "templates" JSONB NOT NULL DEFAULT '[]',
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Appearance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteTemplate" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "appearanceId" INTEGER,
    "name" VARCHAR(100) NOT NULL,
    "device" TEXT NOT NULL DEFAULT 'pc',
    "content" JSONB NOT NULL DEFAULT '{}',
    "isDefaultPc" BOOLEAN NOT NULL DEFAULT false,
    "isDefaultMobile" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SitePage" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "key" TEXT,
    "name" VARCHAR(100) NOT NULL,
    "appearanceId" INTEGER,
    "templateId" INTEGER,
    "type" TEXT NOT NULL DEFAULT 'content',
    "isDefaultPc" BOOLEAN NOT NULL DEFAULT false,
    "isDefaultMobile" BOOLEAN NOT NULL DEFAULT false,
    "mobilePageId" INTEGER,
    "titleZh" TEXT NOT NULL DEFAULT '',
    "titleEn" TEXT NOT NULL DEFAULT '',
    "contentZh" TEXT NOT NULL DEFAULT '',
    "contentEn" TEXT NOT NULL DEFAULT '',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SitePage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Menu" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "key" TEXT,
    "titleZh" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "parentId" INTEGER,
    "order" INTEGER NOT NULL DEFAULT 0,
    "icon" TEXT NOT NULL DEFAULT '',
    "pageId" INTEGER,
    "url" TEXT,
    "newWindow" BOOLEAN NOT NULL DEFAULT false,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "fixed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Menu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrgDirectoryEntry" (
    "id" SERIAL NOT NULL,
    "entityId" TEXT NOT NULL,
    "zname" TEXT NOT NULL,
    "ename" TEXT NOT NULL DEFAULT '',
    "logo" TEXT NOT NULL DEFAULT '',
    "redirectUrl" TEXT NOT NULL DEFAULT '',
    "providerKey" TEXT,
    "isCommon" BOOLEAN NOT NULL DEFAULT false,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrgDirectoryEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Company" (
    "id" SERIAL NOT NULL,
    "zhTitle" TEXT NOT NULL,
    "enTitle" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Discipline" (
    "id" SERIAL NOT NULL,
    "zhTitle" TEXT NOT NULL,
    "enTitle" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Discipline_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "purpose" "VerificationPurpose" NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "consumedAt" TIMESTAMP(3),
    "ip" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VerificationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitHit" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RateLimitHit_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateTable
CREATE TABLE "OidcLoginState" (
    "id" SERIAL NOT NULL,
    "state" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "returnTo" TEXT NOT NULL DEFAULT '/',
    "host" TEXT NOT NULL,
    "providerKey" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OidcLoginState_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_cstnetId_key" ON "User"("cstnetId");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PlatformAdmin_userId_key" ON "PlatformAdmin"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ConferenceDomain_host_key" ON "ConferenceDomain"("host");

-- CreateIndex
CREATE INDEX "ConferenceDomain_conferenceId_idx" ON "ConferenceDomain"("conferenceId");

-- CreateIndex
CREATE INDEX "ConferenceUser_userId_idx" ON "ConferenceUser"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ConferenceUser_conferenceId_userId_role_key" ON "ConferenceUser"("conferenceId", "userId", "role");

-- CreateIndex
CREATE UNIQUE INDEX "ConferenceModule_conferenceId_module_key" ON "ConferenceModule"("conferenceId", "module");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteConfig_conferenceId_key" ON "WebsiteConfig"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "RegisterConfig_conferenceId_key" ON "RegisterConfig"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "RegisterFormVersion_conferenceId_name_key" ON "RegisterFormVersion"("conferenceId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "RegisterOption_conferenceId_field_key" ON "RegisterOption"("conferenceId", "field");

-- CreateIndex
CREATE INDEX "Attendee_conferenceId_createdAt_idx" ON "Attendee"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "Attendee_conferenceId_countryArea_idx" ON "Attendee"("conferenceId", "countryArea");

-- CreateIndex
CREATE INDEX "Attendee_conferenceId_unit_idx" ON "Attendee"("conferenceId", "unit");

-- CreateIndex
CREATE INDEX "Attendee_conferenceId_email_idx" ON "Attendee"("conferenceId", "email");

-- CreateIndex
CREATE INDEX "Attendee_conferenceId_status_idx" ON "Attendee"("conferenceId", "status");

-- CreateIndex
CREATE INDEX "Attendee_userId_idx" ON "Attendee"("userId");

-- CreateIndex
CREATE INDEX "Attendee_formVersionId_idx" ON "Attendee"("formVersionId");

-- CreateIndex
CREATE INDEX "Attendee_feeId_idx" ON "Attendee"("feeId");

-- CreateIndex
CREATE UNIQUE INDEX "Attendee_conferenceId_userId_key" ON "Attendee"("conferenceId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "Attendee_conferenceId_registrationCode_key" ON "Attendee"("conferenceId", "registrationCode");

-- CreateIndex
CREATE UNIQUE INDEX "AttendeeFile_storedName_key" ON "AttendeeFile"("storedName");

-- CreateIndex
CREATE INDEX "AttendeeFile_conferenceId_idx" ON "AttendeeFile"("conferenceId");

-- CreateIndex
CREATE INDEX "AttendeeFile_attendeeId_field_idx" ON "AttendeeFile"("attendeeId", "field");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_storedName_key" ON "Upload"("storedName");

-- CreateIndex
CREATE INDEX "Upload_conferenceId_createdAt_idx" ON "Upload"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "Upload_userId_idx" ON "Upload"("userId");

-- CreateIndex
CREATE INDEX "Upload_claimedAt_createdAt_idx" ON "Upload"("claimedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Fee_conferenceId_kind_order_idx" ON "Fee"("conferenceId", "kind", "order");

-- CreateIndex
CREATE UNIQUE INDEX "Order_orderNo_key" ON "Order"("orderNo");

-- CreateIndex
CREATE INDEX "Order_conferenceId_createdAt_idx" ON "Order"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_conferenceId_transactionStatus_idx" ON "Order"("conferenceId", "transactionStatus");

-- CreateIndex
CREATE INDEX "Order_userId_conferenceId_idx" ON "Order"("userId", "conferenceId");

-- CreateIndex
CREATE INDEX "Order_transactionStatus_deadlineAt_idx" ON "Order"("transactionStatus", "deadlineAt");

-- CreateIndex
CREATE INDEX "OrderItem_conferenceId_idx" ON "OrderItem"("conferenceId");

-- CreateIndex
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");

-- CreateIndex
CREATE INDEX "OrderItem_feeId_idx" ON "OrderItem"("feeId");

-- CreateIndex
CREATE INDEX "OrderItem_roomId_idx" ON "OrderItem"("roomId");

-- CreateIndex
CREATE INDEX "OrderItem_reservationId_idx" ON "OrderItem"("reservationId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_billNo_key" ON "Payment"("billNo");

-- CreateIndex
CREATE INDEX "Payment_conferenceId_createdAt_idx" ON "Payment"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_userId_idx" ON "Payment"("userId");

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentMethodConfig_conferenceId_method_key" ON "PaymentMethodConfig"("conferenceId", "method");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentSettings_conferenceId_key" ON "PaymentSettings"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_orderId_key" ON "Receipt"("orderId");

-- CreateIndex
CREATE INDEX "Receipt_conferenceId_status_idx" ON "Receipt"("conferenceId", "status");

-- CreateIndex
CREATE INDEX "Receipt_userId_idx" ON "Receipt"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "HotelConfig_conferenceId_key" ON "HotelConfig"("conferenceId");

-- CreateIndex
CREATE INDEX "Hotel_conferenceId_order_idx" ON "Hotel"("conferenceId", "order");

-- CreateIndex
CREATE INDEX "HotelRoom_conferenceId_idx" ON "HotelRoom"("conferenceId");

-- CreateIndex
CREATE INDEX "HotelRoom_hotelId_order_idx" ON "HotelRoom"("hotelId", "order");

-- CreateIndex
CREATE INDEX "HotelReservation_conferenceId_createdAt_idx" ON "HotelReservation"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "HotelReservation_roomId_checkIn_idx" ON "HotelReservation"("roomId", "checkIn");

-- CreateIndex
CREATE INDEX "HotelReservation_hotelId_idx" ON "HotelReservation"("hotelId");

-- CreateIndex
CREATE INDEX "HotelReservation_userId_idx" ON "HotelReservation"("userId");

-- CreateIndex
CREATE INDEX "HotelReservation_orderId_idx" ON "HotelReservation"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "SubmissionConfig_conferenceId_key" ON "SubmissionConfig"("conferenceId");

-- CreateIndex
CREATE INDEX "SubmissionTheme_conferenceId_parentId_order_idx" ON "SubmissionTheme"("conferenceId", "parentId", "order");

-- CreateIndex
CREATE INDEX "SubmissionTheme_parentId_idx" ON "SubmissionTheme"("parentId");

-- CreateIndex
CREATE INDEX "Submission_conferenceId_status_idx" ON "Submission"("conferenceId", "status");

-- CreateIndex
CREATE INDEX "Submission_conferenceId_themeId_idx" ON "Submission"("conferenceId", "themeId");

-- CreateIndex
CREATE INDEX "Submission_conferenceId_submittedAt_idx" ON "Submission"("conferenceId", "submittedAt");

-- CreateIndex
CREATE INDEX "Submission_userId_conferenceId_idx" ON "Submission"("userId", "conferenceId");

-- CreateIndex
CREATE INDEX "Submission_themeId_idx" ON "Submission"("themeId");

-- CreateIndex
CREATE UNIQUE INDEX "Submission_conferenceId_number_key" ON "Submission"("conferenceId", "number");

-- CreateIndex
CREATE INDEX "SubmissionAuthor_conferenceId_idx" ON "SubmissionAuthor"("conferenceId");

-- CreateIndex
CREATE INDEX "SubmissionAuthor_submissionId_order_idx" ON "SubmissionAuthor"("submissionId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "SubmissionFile_storedName_key" ON "SubmissionFile"("storedName");

-- CreateIndex
CREATE INDEX "SubmissionFile_conferenceId_idx" ON "SubmissionFile"("conferenceId");

-- CreateIndex
CREATE INDEX "SubmissionFile_submissionId_kind_idx" ON "SubmissionFile"("submissionId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewConfig_conferenceId_key" ON "ReviewConfig"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "Reviewer_activationKeyHash_key" ON "Reviewer"("activationKeyHash");

-- CreateIndex
CREATE INDEX "Reviewer_userId_idx" ON "Reviewer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Reviewer_conferenceId_email_key" ON "Reviewer"("conferenceId", "email");

-- CreateIndex
CREATE INDEX "ReviewAssignment_conferenceId_idx" ON "ReviewAssignment"("conferenceId");

-- CreateIndex
CREATE INDEX "ReviewAssignment_reviewerId_idx" ON "ReviewAssignment"("reviewerId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewAssignment_submissionId_reviewerId_key" ON "ReviewAssignment"("submissionId", "reviewerId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewOpinion_assignmentId_key" ON "ReviewOpinion"("assignmentId");

-- CreateIndex
CREATE INDEX "ReviewOpinion_conferenceId_idx" ON "ReviewOpinion"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "MailConfig_conferenceId_key" ON "MailConfig"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "MailTemplate_conferenceId_kind_key" ON "MailTemplate"("conferenceId", "kind");

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "MailOutbox_conferenceId_createdAt_idx" ON "MailOutbox"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "Feedback_conferenceId_createdAt_idx" ON "Feedback"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "Feedback_conferenceId_status_idx" ON "Feedback"("conferenceId", "status");

-- CreateIndex
CREATE INDEX "Feedback_userId_idx" ON "Feedback"("userId");

-- CreateIndex
CREATE INDEX "Feedback_repliedById_idx" ON "Feedback"("repliedById");

-- CreateIndex
CREATE UNIQUE INDEX "FeedbackFile_storedName_key" ON "FeedbackFile"("storedName");

-- CreateIndex
CREATE INDEX "FeedbackFile_conferenceId_idx" ON "FeedbackFile"("conferenceId");

-- CreateIndex
CREATE INDEX "FeedbackFile_feedbackId_idx" ON "FeedbackFile"("feedbackId");

-- CreateIndex
CREATE INDEX "Appearance_conferenceId_idx" ON "Appearance"("conferenceId");

-- CreateIndex
CREATE INDEX "SiteTemplate_conferenceId_idx" ON "SiteTemplate"("conferenceId");

-- CreateIndex
CREATE INDEX "SiteTemplate_appearanceId_idx" ON "SiteTemplate"("appearanceId");

-- CreateIndex
CREATE INDEX "SitePage_appearanceId_idx" ON "SitePage"("appearanceId");

-- CreateIndex
CREATE INDEX "SitePage_templateId_idx" ON "SitePage"("templateId");

-- CreateIndex
CREATE INDEX "SitePage_mobilePageId_idx" ON "SitePage"("mobilePageId");

-- CreateIndex
CREATE UNIQUE INDEX "SitePage_conferenceId_key_key" ON "SitePage"("conferenceId", "key");

-- CreateIndex
CREATE INDEX "Menu_conferenceId_parentId_order_idx" ON "Menu"("conferenceId", "parentId", "order");

-- CreateIndex
CREATE INDEX "Menu_parentId_idx" ON "Menu"("parentId");

-- CreateIndex
CREATE INDEX "Menu_pageId_idx" ON "Menu"("pageId");

-- CreateIndex
CREATE UNIQUE INDEX "Menu_conferenceId_key_key" ON "Menu"("conferenceId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "OrgDirectoryEntry_entityId_key" ON "OrgDirectoryEntry"("entityId");

-- CreateIndex
CREATE UNIQUE INDEX "OrgDirectoryEntry_providerKey_key" ON "OrgDirectoryEntry"("providerKey");

-- CreateIndex
CREATE INDEX "OrgDirectoryEntry_isCommon_order_idx" ON "OrgDirectoryEntry"("isCommon", "order");

-- CreateIndex
CREATE INDEX "Company_order_idx" ON "Company"("order");

-- CreateIndex
CREATE INDEX "Discipline_order_idx" ON "Discipline"("order");

-- CreateIndex
CREATE INDEX "VerificationCode_email_purpose_createdAt_idx" ON "VerificationCode"("email", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "VerificationCode_expiresAt_idx" ON "VerificationCode"("expiresAt");

-- CreateIndex
CREATE INDEX "RateLimitHit_windowStart_idx" ON "RateLimitHit"("windowStart");

-- CreateIndex
CREATE UNIQUE INDEX "OidcLoginState_state_key" ON "OidcLoginState"("state");

-- CreateIndex
CREATE INDEX "OidcLoginState_expiresAt_idx" ON "OidcLoginState"("expiresAt");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlatformAdmin" ADD CONSTRAINT "PlatformAdmin_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conference" ADD CONSTRAINT "Conference_disciplineId_fkey" FOREIGN KEY ("disciplineId") REFERENCES "Discipline"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConferenceDomain" ADD CONSTRAINT "ConferenceDomain_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConferenceUser" ADD CONSTRAINT "ConferenceUser_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConferenceUser" ADD CONSTRAINT "ConferenceUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConferenceModule" ADD CONSTRAINT "ConferenceModule_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteConfig" ADD CONSTRAINT "WebsiteConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterConfig" ADD CONSTRAINT "RegisterConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterFormVersion" ADD CONSTRAINT "RegisterFormVersion_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterOption" ADD CONSTRAINT "RegisterOption_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendee" ADD CONSTRAINT "Attendee_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendee" ADD CONSTRAINT "Attendee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendee" ADD CONSTRAINT "Attendee_formVersionId_fkey" FOREIGN KEY ("formVersionId") REFERENCES "RegisterFormVersion"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendee" ADD CONSTRAINT "Attendee_feeId_fkey" FOREIGN KEY ("feeId") REFERENCES "Fee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendeeFile" ADD CONSTRAINT "AttendeeFile_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendeeFile" ADD CONSTRAINT "AttendeeFile_attendeeId_fkey" FOREIGN KEY ("attendeeId") REFERENCES "Attendee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fee" ADD CONSTRAINT "Fee_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_feeId_fkey" FOREIGN KEY ("feeId") REFERENCES "Fee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "HotelRoom"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "HotelReservation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentMethodConfig" ADD CONSTRAINT "PaymentMethodConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentSettings" ADD CONSTRAINT "PaymentSettings_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelConfig" ADD CONSTRAINT "HotelConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hotel" ADD CONSTRAINT "Hotel_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelRoom" ADD CONSTRAINT "HotelRoom_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelRoom" ADD CONSTRAINT "HotelRoom_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelReservation" ADD CONSTRAINT "HotelReservation_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelReservation" ADD CONSTRAINT "HotelReservation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelReservation" ADD CONSTRAINT "HotelReservation_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelReservation" ADD CONSTRAINT "HotelReservation_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "HotelRoom"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelReservation" ADD CONSTRAINT "HotelReservation_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionConfig" ADD CONSTRAINT "SubmissionConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionTheme" ADD CONSTRAINT "SubmissionTheme_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionTheme" ADD CONSTRAINT "SubmissionTheme_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "SubmissionTheme"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_themeId_fkey" FOREIGN KEY ("themeId") REFERENCES "SubmissionTheme"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionAuthor" ADD CONSTRAINT "SubmissionAuthor_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionAuthor" ADD CONSTRAINT "SubmissionAuthor_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionFile" ADD CONSTRAINT "SubmissionFile_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionFile" ADD CONSTRAINT "SubmissionFile_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewConfig" ADD CONSTRAINT "ReviewConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reviewer" ADD CONSTRAINT "Reviewer_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reviewer" ADD CONSTRAINT "Reviewer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAssignment" ADD CONSTRAINT "ReviewAssignment_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAssignment" ADD CONSTRAINT "ReviewAssignment_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAssignment" ADD CONSTRAINT "ReviewAssignment_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "Reviewer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewOpinion" ADD CONSTRAINT "ReviewOpinion_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewOpinion" ADD CONSTRAINT "ReviewOpinion_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "ReviewAssignment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailConfig" ADD CONSTRAINT "MailConfig_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailTemplate" ADD CONSTRAINT "MailTemplate_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_repliedById_fkey" FOREIGN KEY ("repliedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedbackFile" ADD CONSTRAINT "FeedbackFile_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedbackFile" ADD CONSTRAINT "FeedbackFile_feedbackId_fkey" FOREIGN KEY ("feedbackId") REFERENCES "Feedback"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appearance" ADD CONSTRAINT "Appearance_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteTemplate" ADD CONSTRAINT "SiteTemplate_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteTemplate" ADD CONSTRAINT "SiteTemplate_appearanceId_fkey" FOREIGN KEY ("appearanceId") REFERENCES "Appearance"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SitePage" ADD CONSTRAINT "SitePage_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SitePage" ADD CONSTRAINT "SitePage_appearanceId_fkey" FOREIGN KEY ("appearanceId") REFERENCES "Appearance"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SitePage" ADD CONSTRAINT "SitePage_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "SiteTemplate"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SitePage" ADD CONSTRAINT "SitePage_mobilePageId_fkey" FOREIGN KEY ("mobilePageId") REFERENCES "SitePage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Menu" ADD CONSTRAINT "Menu_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Menu" ADD CONSTRAINT "Menu_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Menu"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Menu" ADD CONSTRAINT "Menu_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "SitePage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

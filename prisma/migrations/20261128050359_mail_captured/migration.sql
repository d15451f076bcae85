-- AlterEnum
ALTER TYPE "MailStatus" ADD VALUE 'CAPTURED';

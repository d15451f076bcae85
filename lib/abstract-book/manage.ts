import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import type { SignedIn } from "@/lib/server/guard";
import type { TAbstractBookGenerate } from "./schemas";
import { abstractBookView, publishAbstractBook, requestAbstractBook } from "./service";
import { kickAbstractBookWorker } from "./worker";

// The manager's abstract-book screen as its actions and the gateway's calls both answer it: each
// move answers the fresh view, worded in the caller's language.

/** Accepted abstracts, the layout, the generation under way, the latest book and its entry. */
export async function bookView(conferenceId: number, locale: Locale) {
  return abstractBookView(conferenceId, await getTranslator(locale));
}

/** Asks for a book, or joins the one under way, and wakes the worker → the view and `joined`. */
export async function generateBook(a: SignedIn, input: TAbstractBookGenerate, locale: Locale) {
  const { joined } = await requestAbstractBook(a.conference.id, a.user.id, input);
  kickAbstractBookWorker();
  return { ...(await bookView(a.conference.id, locale)), joined };
}

/** Lists the latest book in the download centre, titled in both languages, or takes it off → the view. */
export async function publishBook(a: SignedIn, published: boolean, locale: Locale) {
  const [zh, en] = await Promise.all([getTranslator("zh"), getTranslator("en")]);
  await publishAbstractBook(a.conference.id, a.user.id, published, [zh("abstractBook.pdf.book"), en("abstractBook.pdf.book")]);
  return bookView(a.conference.id, locale);
}

import "server-only";
import { attend } from "@/lib/registration/attend";
import { withRegistrationCapacity } from "@/lib/registration/capacity";
import {
  deleteOptions,
  deleteVersion,
  findOptions,
  getCurrentVersion,
  getVersion,
  listVersions,
  resolveFields,
  saveOptions,
  saveVersion,
} from "@/lib/registration/form-service";
import { addManager, resendConfirmation, updateAttendee } from "@/lib/registration/manage-service";
import { downloadOwnFiles } from "@/lib/registration/file-download";
import { getAttendeeDetails, listAttendees } from "@/lib/registration/queries";
import {
  ZAddManagerInput,
  ZAttendanceEnvelope,
  ZAttendeeListQuery,
  ZDownloadFilesInput,
  ZFieldQuery,
  ZIdQuery,
  ZRegisterSettings,
  ZSaveCountryOptionsInput,
  ZSaveOptionsInput,
  ZSaveVersionInput,
  ZSendUserEmailInput,
  ZUpdateAttendeeInput,
  ZVersionQuery,
} from "@/lib/registration/schemas";
import { countRegistrations } from "@/lib/registration/service";
import { getRegisterSettings, saveRegisterSettings } from "@/lib/registration/settings-service";
import { readUploadOwner, resolveUploadOwner } from "@/lib/registration/upload-owner";
import { createTempUpload } from "@/lib/registration/uploads";
import { CODE_BINDING_COOKIE, readBinding } from "@/lib/security/browser-binding";
import { clientIp } from "@/lib/security/client-meta";
import { MAX_UPLOAD_BYTES } from "@/lib/server/storage";
import { requestOrigin } from "@/lib/server/request-origin";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// §7 "Registration user config" (all but the account calls, which are in routes/accounts.ts), "Conference users" and the
// registration settings. Every handler uses the host's conference, never one from the client.

const UC = "/conference/conferenceRegUserConfig";
const CU = "/conference/conferenceUser";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REGISTRATION_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 admin/register/config/basic/find — registration settings (§3).
  "GET /conference/admin/register/config/basic/find": route({ auth: "manager", handler: async ({ access }) => getRegisterSettings(access.conference.id) }),

  // §7 admin/register/config/basic/save — start ≤ end, registerNum a positive integer while registerFlag is on.
  "POST /conference/admin/register/config/basic/save": route({
    auth: "manager",
    body: ZRegisterSettings,
    handler: async ({ access, body }) => saveRegisterSettings(access.conference.id, body),
  }),

  // §7 findByField?field= — a saved option list (the form needs it, so public).
  [`GET ${UC}/findByField`]: route({
    auth: "public",
    query: ZFieldQuery,
    handler: async ({ access, query }) => findOptions(access.conference.id, query.field),
  }),

  // §7 saveOptions {field, values}
  [`POST ${UC}/saveOptions`]: route({
    auth: "manager",
    body: ZSaveOptionsInput,
    handler: async ({ access, body }) => saveOptions(access.conference.id, body.field, body.values),
  }),

  // §7 saveCountryOptions {values}
  [`POST ${UC}/saveCountryOptions`]: route({
    auth: "manager",
    body: ZSaveCountryOptionsInput,
    handler: async ({ access, body }) => saveOptions(access.conference.id, "country", body.values, "COUNTRY"),
  }),

  // §7 deleteOptions?id=
  [`DELETE ${UC}/deleteOptions`]: route({
    auth: "manager",
    query: ZIdQuery,
    handler: async ({ access, query }) => {
      await deleteOptions(access.conference.id, query.id);
      return true;
    },
  }),

  // §7 saveRules {version, fields?, copyFrom?, makeCurrent?} — the form designer's save.
  [`POST ${UC}/saveRules`]: route({ auth: "manager", body: ZSaveVersionInput, handler: async ({ access, body }) => saveVersion(access.conference.id, body) }),

  // §7 deleteRules?version= — refused for a version in use (§5).
  [`DELETE ${UC}/deleteRules`]: route({
    auth: "manager",
    query: ZVersionQuery,
    handler: async ({ access, query }) => {
      await deleteVersion(access.conference.id, query.version);
      return true;
    },
  }),

  // §7 getRuleByConference?version= — the field definitions of a version with their options.
  [`GET ${UC}/getRuleByConference`]: route({
    auth: "public",
    query: ZVersionQuery,
    handler: async ({ access, query, locale }) => {
      const v = await getVersion(access.conference.id, query.version);
      return { version: v.name, isCurrent: v.isCurrent, fields: await resolveFields(access.conference.id, v.fields, locale) };
    },
  }),

  // §7 getRuleVersion — the versions with their registration counts.
  [`GET ${UC}/getRuleVersion`]: route({ auth: "manager", handler: async ({ access }) => listVersions(access.conference.id) }),

  // §7 conferenceUser/list (body query) → {rows, total}
  [`POST ${CU}/list`]: route({ auth: "manager", body: ZAttendeeListQuery, handler: async ({ access, body }) => listAttendees(access.conference.id, body) }),

  // §7 conferenceUser/update {id, answers} — a manager edits a registration.
  [`PUT ${CU}/update`]: route({
    auth: "manager",
    body: ZUpdateAttendeeInput,
    handler: async ({ access, body, locale }) => updateAttendee(access.conference.id, body.id, body.answers, locale),
  }),

  // §7 sendUserEmail {id} — the registration confirmation mail again.
  [`POST ${CU}/sendUserEmail`]: route({
    auth: "manager",
    body: ZSendUserEmailInput,
    handler: async ({ access, body, locale }) => resendConfirmation(access.conference.id, body.id, locale, `${await requestOrigin()}/profile/userInfo`),
  }),

  // §7 addUser {email} — add an administrator (§5, §6).
  [`POST ${CU}/addUser`]: route({
    auth: "manager",
    body: ZAddManagerInput,
    handler: async ({ access, body, locale }) => addManager(access.conference.id, body.email, locale, await requestOrigin()),
  }),

  // §7 countUser — the before-submit count of §5.
  [`POST ${CU}/countUser`]: route({ auth: "public", handler: async ({ access }) => countRegistrations(access.conference.id) }),

  // §7 getCurrentVersion?conferenceId= — the host's conference, whatever the query says.
  [`GET ${CU}/getCurrentVersion`]: route({
    auth: "public",
    query: z.object({ conferenceId: z.string().max(20).optional() }),
    handler: async ({ access, locale }) => {
      const v = await getCurrentVersion(access.conference.id);
      return { version: v.name, fields: await resolveFields(access.conference.id, v.fields, locale) };
    },
  }),

  // §7 temp/upload (multipart "file") → data = 5-character prefix + stored name. A signed-in person,
  // or a visitor of a form that creates the account (bound to the browser by a cookie); quotas apply.
  [`POST ${CU}/temp/upload`]: route({
    auth: "public",
    maxBody: MAX_UPLOAD_BYTES + 64 * 1024, // the largest file plus multipart framing; the service checks the file
    body: z.object({ file: z.instanceof(File, { message: "registration.uploadEmpty" }) }),
    handler: async ({ access, body, request }) => {
      const owner = await resolveUploadOwner(access);
      return createTempUpload(
        access.conference.id,
        owner,
        { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) },
        clientIp(request.headers),
      );
    },
  }),

  // §7 download/files — a list of {name, field} (JSON, or the form post of §7): the caller's own kept
  // files themselves, one as an attachment, several as a ZIP.
  [`POST ${CU}/download/files`]: route({
    auth: "user",
    body: ZDownloadFilesInput,
    handler: async ({ access, body }) => downloadOwnFiles(access.conference.id, access.user.id, body.files),
  }),

  // One registration with its answers and files, for a manager (the API side of userDetails; not in §7).
  [`GET ${CU}/detail/{id}`]: route({
    auth: "manager",
    params: z.object({ id: zId() }),
    handler: async ({ access, params }) => getAttendeeDetails(access.conference.id, params.id),
  }),

  // §7 save attendance (path not shown in the spec) — the §3 payload as {version, notice, answers, account?}.
  [`POST ${CU}/save`]: route({
    auth: "public",
    gate: withRegistrationCapacity,
    body: ZAttendanceEnvelope,
    handler: async ({ access, body, locale }) =>
      attend(access, body, locale, await requestOrigin(), {
        uploadOwner: await readUploadOwner(),
        codeBinding: await readBinding(CODE_BINDING_COOKIE, body.account?.codeToken),
      }),
  }),
};

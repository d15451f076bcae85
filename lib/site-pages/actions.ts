"use server";
import { action } from "@/lib/server/action";
import { createPage, deletePage, publishPage, unpublishPage, updatePage } from "./page-service";
import { ZIdInput, ZPageInput, ZPageUpdateInput, ZTemplateInput, ZTemplateUpdateInput } from "./schemas";
import { createTemplate, deleteTemplate, updateTemplate } from "./template-service";

// Server actions of config/page/* and config/template/*: managers only, always on the conference
// of the request's host (never an id from the client).

export const createPageAction = action({ audience: "manager", schema: ZPageInput }, (input, a) => createPage(a.conference.id, input));
export const updatePageAction = action({ audience: "manager", schema: ZPageUpdateInput }, ({ id, ...input }, a) => updatePage(a.conference.id, id, input));
export const publishPageAction = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => publishPage(a.conference.id, id));
export const unpublishPageAction = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => unpublishPage(a.conference.id, id));
export const deletePageAction = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => deletePage(a.conference.id, id));
export const createTemplateAction = action({ audience: "manager", schema: ZTemplateInput }, (input, a) => createTemplate(a.conference.id, input));
export const updateTemplateAction = action({ audience: "manager", schema: ZTemplateUpdateInput }, ({ id, ...input }, a) =>
  updateTemplate(a.conference.id, id, input),
);
export const deleteTemplateAction = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => deleteTemplate(a.conference.id, id));

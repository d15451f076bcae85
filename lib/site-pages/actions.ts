"use server";
import { action } from "@/lib/server/action";
import { createPage, deletePage, publishPage, unpublishPage, updatePage } from "./page-service";
import { ZIdInput, ZPageInput, ZPageUpdateInput, ZTemplateInput, ZTemplateUpdateInput } from "./schemas";
import { createTemplate, deleteTemplate, updateTemplate } from "./template-service";

// Server actions of config/page/* and config/template/*: managers only, always on the conference
// of the request's host (never an id from the client).

const create = action({ audience: "manager", schema: ZPageInput }, (input, a) => createPage(a.conference.id, input));
const update = action({ audience: "manager", schema: ZPageUpdateInput }, ({ id, ...input }, a) => updatePage(a.conference.id, id, input));
const publish = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => publishPage(a.conference.id, id));
const unpublish = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => unpublishPage(a.conference.id, id));
const remove = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => deletePage(a.conference.id, id));
const createTpl = action({ audience: "manager", schema: ZTemplateInput }, (input, a) => createTemplate(a.conference.id, input));
const updateTpl = action({ audience: "manager", schema: ZTemplateUpdateInput }, ({ id, ...input }, a) => updateTemplate(a.conference.id, id, input));
const removeTpl = action({ audience: "manager", schema: ZIdInput }, ({ id }, a) => deleteTemplate(a.conference.id, id));

export async function createPageAction(input: Parameters<typeof create>[0]) {
  return create(input);
}
export async function updatePageAction(input: Parameters<typeof update>[0]) {
  return update(input);
}
export async function publishPageAction(input: Parameters<typeof publish>[0]) {
  return publish(input);
}
export async function unpublishPageAction(input: Parameters<typeof unpublish>[0]) {
  return unpublish(input);
}
export async function deletePageAction(input: Parameters<typeof remove>[0]) {
  return remove(input);
}
export async function createTemplateAction(input: Parameters<typeof createTpl>[0]) {
  return createTpl(input);
}
export async function updateTemplateAction(input: Parameters<typeof updateTpl>[0]) {
  return updateTpl(input);
}
export async function deleteTemplateAction(input: Parameters<typeof removeTpl>[0]) {
  return removeTpl(input);
}

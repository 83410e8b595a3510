/** The OpenAPI descriptions of an owner's edit, close, reopen and delete, the same on both families of paths. */

const EDIT =
  "Your own project only (403; an unknown id, or the other kind's, is 404), only while it is open (409 says what to do). Send any of the fields you posted it with, by the same rules; a field left out stays as it is. Artists with a pending or accepted application or invitation get a project_updated notification naming the changed fields.";

export const EDIT_DESCRIPTION_BRAND = `${EDIT} A new location without coordinates is placed as on create (the city it names, else your profile's position); a project showing a wall keeps the wall's.`;

export const EDIT_DESCRIPTION_WALL = `${EDIT} The project keeps its wall's position; a null location takes the wall's again.`;

export const CLOSE_DESCRIPTION =
  'Your own open project only (409 otherwise). Status becomes closed: it drops out of the lists and takes no applications or invitations; every pending application and invitation is declined and its artist gets a project_closed_by_owner notification. Reopen it with POST …/{id}/reopen.';

export const REOPEN_DESCRIPTION =
  'A project you closed is open again. 409 for any other status, and for a project an operator closed (status cancelled): write to support. Applications and invitations declined on closing stay declined.';

export const DELETE_DESCRIPTION =
  'Only while nobody has been hired (no accepted application or invitation) and no payment names it: otherwise 409, close it instead. Its pending applications and invitations go with it; their artists get a project_closed_by_owner notification first. 204 on success.';

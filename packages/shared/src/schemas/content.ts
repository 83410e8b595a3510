import { z } from 'zod';
import { ZProjectTimelineInput, ZSurfaceType, ZVisibility, ZWallStatus } from '../enums';
import {
  ZLatitude,
  ZLongitude,
  bothOrNeitherCoordinate,
  dollarsToCents,
  styleList,
  optionalText,
  requiredText,
} from './fields';
import { imageList } from './urls';

/** Requests of the posting forms: a wall, a brand project, a project on a wall. */

export const MAX_POST_IMAGES = 20;

const imageUrls = imageList(MAX_POST_IMAGES).describe('Image URLs (objectURL values of POST /objects/upload)');
const images = imageUrls.default([]);
const styleLabels = styleList('Style', 20, 60);
const styles = styleLabels.default([]);
const budget = dollarsToCents('Budget').describe(
  'Dollars, as a number or numeric string ("5000.50"); stored in integer cents',
);

const feet = (label: string) =>
  z
    .number({ error: `${label} must be a number of feet` })
    .positive(`${label} must be greater than 0`)
    .max(10_000, `${label} must be at most 10,000 feet`)
    .nullable()
    .optional()
    .describe(`${label} in feet (decimal, step 0.1 in the form); null when unknown`);

/** A wall's fields as listing one takes them (ZCreateWallRequest); an edit takes any of them (ZUpdateWallRequest). */
const wallFields = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  location: requiredText('Location', 200),
  address: optionalText('Address', 500),
  latitude: ZLatitude,
  longitude: ZLongitude,
  width: feet('Width'),
  height: feet('Height'),
  surfaceType: ZSurfaceType.nullable().optional(),
  wallType: optionalText('Wall type', 100),
  visibility: ZVisibility.nullable().optional().describe('null when not chosen'),
  status: ZWallStatus.default('available'),
  images,
});

export const ZCreateWallRequest = wallFields.refine(bothOrNeitherCoordinate.check, bothOrNeitherCoordinate.message);
export type TCreateWallRequest = z.infer<typeof ZCreateWallRequest>;

/**
 * An edit of a wall: the same fields and rules as listing one, each optional; a field left out stays as it is (so
 * no defaults here: status and images change only when sent).
 */
export const ZUpdateWallRequest = wallFields
  .extend({ status: ZWallStatus, images: imageUrls })
  .partial()
  .extend({ id: z.string().uuid('The id must be a UUID') })
  .refine(bothOrNeitherCoordinate.check, bothOrNeitherCoordinate.message);
export type TUpdateWallRequest = z.infer<typeof ZUpdateWallRequest>;

/**
 * Where the work happens, seen only by the owner and the hired artists (docs/security.md): a street address and an
 * optional pin on the site, the live tracking destination when the project has no wall's pin.
 */
const siteFields = {
  streetAddress: optionalText('Street address', 200).describe(
    'Optional, at most 200 characters; only the owner and hired artists see it',
  ),
  siteLatitude: ZLatitude.describe("The site's pin (with siteLongitude); only the owner and hired artists see it"),
  siteLongitude: ZLongitude,
};

/** The site's pin: both coordinates or neither. */
export const bothOrNeitherSitePin = {
  check: (value: { siteLatitude?: number | null; siteLongitude?: number | null }) =>
    (value.siteLatitude == null) === (value.siteLongitude == null),
  message: { message: "The site pin's latitude and longitude go together", path: ['siteLatitude'] },
};

const brandProjectFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  location: requiredText('Location', 200),
  latitude: ZLatitude,
  longitude: ZLongitude,
  ...siteFields,
  budget,
  timeline: ZProjectTimelineInput.nullable().optional(),
  preferredStyles: styles,
  images,
};

export const ZCreateProjectRequest = z
  .object({
    ...brandProjectFields,
    wallId: z.string().uuid('wallId must be the id of a wall').nullable().optional(),
  })
  .refine(bothOrNeitherCoordinate.check, bothOrNeitherCoordinate.message)
  .refine(bothOrNeitherSitePin.check, bothOrNeitherSitePin.message);
export type TCreateProjectRequest = z.infer<typeof ZCreateProjectRequest>;

/**
 * Editing an open project: any of the fields it was posted with, by the same rules; a field left out stays as it is
 * (so the lists have no default here). The wall changes through its own call (PUT /projects/{id}/wall).
 */
export const ZUpdateProjectRequest = z
  .object({ ...brandProjectFields, preferredStyles: styleLabels, images: imageUrls })
  .partial()
  .refine(bothOrNeitherCoordinate.check, bothOrNeitherCoordinate.message)
  .refine(bothOrNeitherSitePin.check, bothOrNeitherSitePin.message);
export type TUpdateProjectRequest = z.infer<typeof ZUpdateProjectRequest>;

const wallProjectFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  location: optionalText('Location', 200).describe("Defaults to the wall's location; required when the wall has none"),
  ...siteFields,
  budget,
  timeline: ZProjectTimelineInput.nullable().optional(),
  preferredStyles: styles,
  images,
};

export const ZCreateWallProjectRequest = z
  .object({
    wallId: z
      .string({ error: 'Wall is required' })
      .min(1, { error: 'Wall is required', abort: true })
      .uuid('Wall is required'),
    ...wallProjectFields,
  })
  .refine(bothOrNeitherSitePin.check, bothOrNeitherSitePin.message);
export type TCreateWallProjectRequest = z.infer<typeof ZCreateWallProjectRequest>;

/** Editing an open wall project: as ZUpdateProjectRequest; it stays on its wall, at the wall's position. */
export const ZUpdateWallProjectRequest = z
  .object({ ...wallProjectFields, preferredStyles: styleLabels, images: imageUrls })
  .partial()
  .refine(bothOrNeitherSitePin.check, bothOrNeitherSitePin.message);
export type TUpdateWallProjectRequest = z.infer<typeof ZUpdateWallProjectRequest>;

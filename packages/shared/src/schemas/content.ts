import { z } from 'zod';
import { ZSurfaceType, ZTimeline, ZVisibility, ZWallStatus } from '../enums';
import {
  ZLatitude,
  ZLongitude,
  bothOrNeitherCoordinate,
  dollarsToCents,
  labelList,
  optionalText,
  requiredText,
} from './fields';
import { imageList } from './urls';

/** Requests of the posting forms: a wall, a brand project, a project on a wall. */

export const MAX_POST_IMAGES = 20;

const images = imageList(MAX_POST_IMAGES).default([]).describe('Image URLs (objectURL values of POST /objects/upload)');
const styles = labelList('Style', 20, 60).default([]);
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

export const ZCreateWallRequest = z
  .object({
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
  })
  .refine(bothOrNeitherCoordinate.check, bothOrNeitherCoordinate.message);
export type TCreateWallRequest = z.infer<typeof ZCreateWallRequest>;

export const ZCreateProjectRequest = z
  .object({
    title: requiredText('Title', 200),
    description: optionalText('Description', 5000),
    location: requiredText('Location', 200),
    latitude: ZLatitude,
    longitude: ZLongitude,
    budget,
    timeline: ZTimeline.nullable().optional(),
    preferredStyles: styles,
    wallId: z.string().uuid('wallId must be the id of a wall').nullable().optional(),
    images,
  })
  .refine(bothOrNeitherCoordinate.check, bothOrNeitherCoordinate.message);
export type TCreateProjectRequest = z.infer<typeof ZCreateProjectRequest>;

export const ZCreateWallProjectRequest = z.object({
  wallId: z
    .string({ error: 'Wall is required' })
    .min(1, { error: 'Wall is required', abort: true })
    .uuid('Wall is required'),
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  location: optionalText('Location', 200).describe("Defaults to the wall's location; required when the wall has none"),
  budget,
  timeline: ZTimeline.nullable().optional(),
  preferredStyles: styles,
  images,
});
export type TCreateWallProjectRequest = z.infer<typeof ZCreateWallProjectRequest>;

// `<link rel="preload" as="image">`s of the photos a page's first screen shows largest, read from the page's
// first answers (first-answers.ts): on a phone the photo otherwise waited for the remote's script to run and
// render it, then for its own download.
import { z } from 'zod';
import {
  leadPhotoSizesOf,
  pageFirstCall,
  thumbUrl,
  type FirstAnswers,
  type ResolvedRoute,
  type RouteTable,
} from '@dating/shared/contract';

/** Only what the preloads need of a lander's members, a profile or a search; the rest is not looked at. */
const landerPhotosSchema = z.object({
  members: z.array(z.object({ image: z.object({ src: z.string(), srcset: z.string() }).nullable() })),
});
const profilePhotosSchema = z.object({ photos: z.array(z.object({ url: z.string() })) });
const searchPhotosSchema = z.object({
  results: z.array(
    z.object({
      main_image: z
        .object({ match: z.string(), filename: z.string(), thumb_filename: z.string() })
        .nullable(),
    }),
  ),
});
/** The search's first row of tiles on a phone, where its largest paint is. */
const SEARCH_TILES_PRELOADED = 2;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const preloadImage = (href: string, candidates?: { srcset: string; sizes: string }) =>
  `<link rel="preload" as="image" href="${attribute(href)}"` +
  (candidates
    ? ` imagesrcset="${attribute(candidates.srcset)}" imagesizes="${attribute(candidates.sizes)}"`
    : '') +
  ' fetchpriority="high">';

/**
 * Preloads of the photos the page's first screen shows largest, from the page's first answer: a lander's lead
 * photo (its first member's) with the candidates and `sizes` of the design's `<img>`, so the browser picks the
 * same file and fetches it once; a profile's first photo; the search's first row of tiles. Fetched while the
 * scripts load instead of after the page rendered. None on other pages, or when the answer has no photo.
 */
export function leadPhotoPreloads(
  resolved: ResolvedRoute | null,
  table: RouteTable,
  answers: FirstAnswers,
): string[] {
  const route = resolved?.match ?? null;
  if (route?.name === 'members') {
    const [search] = Object.entries(answers).filter(([url]) => url.startsWith('/api/members.php?'));
    const results = search?.[1].status === 200 ? searchPhotosSchema.safeParse(search[1].body) : null;
    if (!results?.success) return [];
    return results.data.results
      .slice(0, SEARCH_TILES_PRELOADED)
      .flatMap(({ main_image }) => (main_image ? [preloadImage(thumbUrl(main_image))] : []));
  }
  const call = resolved ? pageFirstCall(resolved, table) : null;
  const answer = call ? answers[call] : undefined;
  if (!resolved || !route || answer?.status !== 200) return [];
  if (route.name === 'members-id') {
    const profile = profilePhotosSchema.safeParse(answer.body);
    const photo = profile.success ? profile.data.photos[0] : undefined;
    return photo ? [preloadImage(photo.url)] : [];
  }
  const sizes = leadPhotoSizesOf(resolved, table);
  const lander = sizes ? landerPhotosSchema.safeParse(answer.body) : null;
  const image = lander?.success ? lander.data.members.find((member) => member.image)?.image : null;
  return image && sizes ? [preloadImage(image.src, { srcset: image.srcset, sizes })] : [];
}

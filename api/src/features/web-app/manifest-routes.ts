import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The shell's theme colours (shared/src/theme/theme.ts): the browser paints the title bar and the splash
// screen with them before any of our CSS has loaded.
const THEME_COLOR = '#C8107A';
const BACKGROUND_COLOR = '#F6F4F7';

const iconSchema = z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() });
const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(iconSchema),
});

/**
 * The web app manifest, per site: each white-label site installs under its own name. The icons are static
 * files of the shell build (shell/public/icons).
 */
const manifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifest.php',
    {
      schema: {
        tags: ['site'],
        summary: "The site's web app manifest (installable app)",
        response: { 200: manifestSchema },
      },
    },
    async (request, reply) => {
      const site = request.site;
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'host');
      return {
        id: '/',
        name: site.name,
        short_name: site.name.slice(0, 12),
        description: site.description,
        lang: site.domainLanguage.slice(0, 2).toLowerCase(),
        start_url: '/members',
        scope: '/',
        display: 'standalone' as const,
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      };
    },
  );
};

export default manifestRoutes;

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CartSync } from '@/components/layout/cart-sync';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { InTabNavigation } from '@/components/layout/in-tab-navigation';
import { SupportWidget } from '@/components/layout/support-widget';
import { Toaster } from '@/components/layout/toaster';
import { IconSprite, frameIcons } from '@/components/ui/sprite-icons';
import { site } from '@/data/site';
import { getCategories, getProductIds } from '@/lib/build/catalog';
import { toRanges } from '@/lib/domain/id-ranges';
import { absoluteUrl } from '@/lib/domain/paths';
import './globals.css';

// Each page sets its own title, description, canonical URL and share cards through `pageMetadata`.
export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#1e3a8a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        {/* No frame is painted before <main> is reached, so the header is whole: a frame painted while the parser is
            still inside it lays it out half-built, and its links move when the rest arrives. (Waiting for the
            footer would hold the first paint of a long listing for the whole page.) */}
        <link rel="expect" href="#main" blocking="render" />
        {/* Without JavaScript what needs it is hidden (the menu button); the header shows its links instead. */}
        <noscript>
          <style>{'[data-needs-js]{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="text-brand-700 sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {/* The frame's icons, drawn once: every page's header, footer and support band refer to them. */}
        <IconSprite names={frameIcons} />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer categories={getCategories()} />
        <SupportWidget />
        <Toaster />
        <CartSync productIds={toRanges(getProductIds())} />
        <InTabNavigation />
        <HydrationMark />
      </body>
    </html>
  );
}

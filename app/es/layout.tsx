import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { frameProps, siteMetadata, siteViewport } from '@/lib/build/site-layout';
import '../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The store in Spanish, under /es/. */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteFrame {...frameProps('es')}>{children}</SiteFrame>;
}

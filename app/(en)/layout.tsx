import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { frameProps, siteMetadata, siteViewport } from '@/lib/build/site-layout';
import '../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The English store, at the root. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteFrame {...frameProps('en')}>{children}</SiteFrame>;
}

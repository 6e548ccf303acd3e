'use client';

import { useState, type ReactNode } from 'react';
import { facts } from '@/data/facts';
import type english from '@/data/messages/en.json';
import { fill } from '@/lib/domain/fill';

/**
 * The store on a map, loaded only when the shopper asks: OpenStreetMap is a third party, so nothing of it loads
 * with the page. Until then a box of the map's own size (nothing moves when it arrives) holds the address, a
 * button that shows the map here, and a link that opens it on OpenStreetMap.
 */
export function StoreMap({
  pin,
  words,
}: {
  pin: ReactNode;
  /** The map's words in the page's language. */
  words: (typeof english)['Contact']['map'];
}) {
  const [shown, setShown] = useState(false);
  const { lat, lon } = facts.geo;
  const d = 0.006;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d}%2C${lat - d}%2C${lon + d}%2C${lat + d}&layer=mapnik&marker=${lat}%2C${lon}`;
  const where = `${facts.address.street}, ${facts.address.city}, ${facts.address.region}`;
  return (
    // Taller on a phone, where the address, the button and the link need the room (and the map does too).
    <div
      data-store-map
      className="mt-4 aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
    >
      {shown ? (
        <iframe
          title={fill(words.mapTitle, { where })}
          src={src}
          referrerPolicy="no-referrer"
          className="size-full border-0"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center">
          {pin}
          <p className="font-semibold">{where}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-lg px-5 font-semibold text-white"
          >
            {words.showMap}
          </button>
          <p className="text-sm text-slate-700">
            {words.mapFrom}{' '}
            <a
              href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              {words.openMap}
              <span className="sr-only">{words.newTab}</span>
            </a>
          </p>
        </div>
      )}
    </div>
  );
}

import { facts } from '@/data/facts';

/** OpenStreetMap embed: lazy, titled, and in a box of fixed ratio so it never shifts the page. */
export function StoreMap() {
  const { lat, lon } = facts.geo;
  const d = 0.006;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d}%2C${lat - d}%2C${lon + d}%2C${lat + d}&layer=mapnik&marker=${lat}%2C${lon}`;
  return (
    <div className="mt-4 aspect-[16/9] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      <iframe
        title={`Map of our store at ${facts.address.street}, ${facts.address.city}, ${facts.address.region}`}
        src={src}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="size-full border-0"
      />
    </div>
  );
}

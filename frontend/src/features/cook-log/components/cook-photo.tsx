import { useCookPhotoLink } from '../api/cook-photo';

/**
 * A log entry's photo as a thumbnail that opens the photo whole. Its link is asked for as it shows
 * (the API checks the household then); while it comes, a quiet box of the same size holds its place.
 */
export function CookPhoto({ photo }: { photo: { url: string; alt: string } }) {
  const link = useCookPhotoLink(photo.url);
  if (link.isError) return null;
  if (!link.data)
    return <span className="block size-24 rounded-md bg-cream-200" role="img" aria-label={photo.alt} />;
  return (
    <a href={link.data.url} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={link.data.url}
        alt={photo.alt}
        loading="lazy"
        className="size-24 rounded-md object-cover shadow-sm"
      />
    </a>
  );
}

import { useEffect, useState } from 'react';
import { fetchStoredFile } from '@om/api';
import { UserAvatar, type UserAvatarProps } from '@om/ui';

/** An avatar in the file store: `/api/files/{id}`, readable with the session's token only. */
const STORED = /^\/api\/files\/(\d+)$/;

/** Each stored picture is fetched once per page load and kept as an object URL (avatars repeat in lists). */
const pictures = new Map<number, Promise<string | undefined>>();

function pictureUrl(id: number): Promise<string | undefined> {
  let picture = pictures.get(id);
  if (!picture) {
    picture = fetchStoredFile(id).then((outcome) => ('error' in outcome || typeof URL.createObjectURL !== 'function' ? undefined : URL.createObjectURL(outcome.data.blob)));
    // A failure is not kept: the next view of the avatar asks again.
    void picture.then((url) => (url === undefined ? pictures.delete(id) : undefined));
    pictures.set(id, picture);
  }
  return picture;
}

/** The `src` to show for a profile's `avatar`: stored pictures through the authorised download, others as they are. */
export function useAvatarSrc(avatar: string | undefined): string | undefined {
  const id = Number(STORED.exec(avatar ?? '')?.[1] ?? 0);
  const [loaded, setLoaded] = useState<{ id: number; url?: string }>();
  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    void pictureUrl(id).then((url) => current && setLoaded({ id, url }));
    return () => {
      current = false;
    };
  }, [id]);
  if (!id) return avatar || undefined;
  return loaded?.id === id ? loaded.url : undefined;
}

/** UserAvatar for a user's stored picture (or initials while it loads or when there is none). */
export function StoredAvatar({ src, ...props }: UserAvatarProps) {
  return <UserAvatar {...props} src={useAvatarSrc(src)} />;
}

import { Button, HStack, Image, Input, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import type { components } from '@om/api';
import { readDataUrl } from './fields';

type Photo = components['schemas']['Photo'];

/** Thumbnails linking to the photos, and an "add" button for those who may (a hidden file input behind it). */
export function Photos({ photos, empty, addLabel, onAdd, busy }: { photos: readonly Photo[]; empty: string; addLabel?: string | undefined; onAdd?: ((upload: { name: string; data_url: string }) => void) | undefined; busy?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <HStack gap="3" flexWrap="wrap" alignItems="center">
      {photos.length === 0 && <Text color="fg.muted">{empty}</Text>}
      {photos.map((photo) => (
        <Link key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
          <Image src={photo.url} alt={photo.name} boxSize="20" objectFit="cover" borderRadius="md" />
        </Link>
      ))}
      {onAdd && addLabel && (
        <>
          <Button size="xs" variant="outline" loading={busy} onClick={() => input.current?.click()}>
            {addLabel}
          </Button>
          <VisuallyHidden>
            <Input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label={addLabel}
              tabIndex={-1}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void readDataUrl(file).then((dataUrl) => onAdd({ name: file.name, data_url: dataUrl }));
                event.currentTarget.value = '';
              }}
            />
          </VisuallyHidden>
        </>
      )}
    </HStack>
  );
}

import { Box, HStack, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { components } from '@om/api';
import { useTranslation } from '@om/i18n';
import { FileUpload, useFileObjectUrl } from '../files';

type Photo = components['schemas']['Photo'];

/** One photo read from the file store with the session (an object URL), opening full size in a new tab. */
function Thumbnail({ photo }: { photo: Photo }) {
  // One reference per file: a new object each render would restart the fetch for ever.
  const ref = useMemo(() => (photo.file_id ? { id: photo.file_id, name: photo.name } : undefined), [photo.file_id, photo.name]);
  const preview = useFileObjectUrl(ref);
  if (!preview.url) {
    return (
      <Stack gap="1" width="20">
        <Box boxSize="20" bg="bg.muted" borderRadius="md" aria-busy={preview.loading} />
        <Text textStyle="xs" truncate color={preview.problem || !ref ? 'fg.error' : undefined}>
          {preview.problem ?? photo.name}
        </Text>
      </Stack>
    );
  }
  return (
    <Link href={preview.url} target="_blank" rel="noreferrer">
      <chakra.img src={preview.url} alt={photo.name} boxSize="20" objectFit="cover" borderRadius="md" />
    </Link>
  );
}

export interface PhotosProps {
  photos: readonly Photo[];
  empty: string;
  /** The upload field's label, for those who may add photos. */
  addLabel?: string | undefined;
  /** Attaches an uploaded photo (the stored file's id); answers whether that worked. */
  onAdd?: ((fileId: number) => Promise<boolean>) | undefined;
}

/** Thumbnails of the photos, and for those who may the shared upload field (streamed to the file store with its progress, then attached). */
export function Photos({ photos, empty, addLabel, onAdd }: PhotosProps) {
  const { t } = useTranslation('repair');
  const [round, setRound] = useState(0);
  const uploaded = async (fileId: string) => {
    if (!fileId || !onAdd) return;
    await onAdd(Number(fileId));
    setRound((value) => value + 1);
  };
  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap" alignItems="flex-start">
        {photos.length === 0 && <Text color="fg.muted">{empty}</Text>}
        {photos.map((photo) => (
          <Thumbnail key={photo.id} photo={photo} />
        ))}
      </HStack>
      {onAdd && addLabel && <FileUpload key={round} purpose="repair" label={addLabel} hint={t('fault.photoHint')} onUploaded={(fileId) => void uploaded(fileId)} />}
    </Stack>
  );
}

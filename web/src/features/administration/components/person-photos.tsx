import { Button, FileInput, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_KINDS, type CommandResult, type PhotoKind } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { personFileUrl, setPersonPhoto, type Row } from '../api/administration.api';

type Done = (result: CommandResult, messageKey: string) => void;

export const fileToBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]+;base64,/, ''));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

function Photo({ personId, photoKey }: { personId: string; photoKey: string | undefined }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photoKey) return undefined;
    let revoke = '';
    personFileUrl(personId, photoKey).then((u) => {
      revoke = u;
      setUrl(u);
    }, () => setUrl(null));
    return () => {
      if (revoke) URL.revokeObjectURL(revoke);
    };
  }, [personId, photoKey]);
  return url ? <Image src={url} h={160} fit="contain" /> : <Text c="dimmed" size="sm" h={160}>—</Text>;
}

/** Profile, mobile and extra photos (JPG or PNG, checked by content on the server). */
export function PersonPhotosTab({ person, done }: { person: Row; done: Done }) {
  const { t } = useTranslation('administration');
  const [files, setFiles] = useState<Partial<Record<PhotoKind, File | null>>>({});
  const photos = (person.photos as Partial<Record<PhotoKind, string>> | undefined) ?? {};
  const personId = String(person.personId);
  const upload = async (kind: PhotoKind) => {
    const file = files[kind];
    if (!file) return;
    try {
      done(await setPersonPhoto({ commandId: newCommandId(), personId, kind, file: { fileName: file.name, contentBase64: await fileToBase64(file) } }), 'photoSaved');
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {PHOTO_KINDS.map((kind) => (
        <Paper key={kind} withBorder p="sm">
          <Stack gap="xs">
            <Text fw={600} size="sm">{t(`photo.${kind}`)}</Text>
            <Photo personId={personId} photoKey={photos[kind]} />
            {person.state !== 'terminated' && (
              <Group align="end" wrap="nowrap">
                <FileInput size="xs" accept="image/jpeg,image/png" value={files[kind] ?? null} onChange={(f) => setFiles({ ...files, [kind]: f })} clearable placeholder={t('choose')} data-testid={`photo-${kind}`} />
                <Button size="xs" onClick={() => void upload(kind)} disabled={!files[kind]}>{t('upload')}</Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

import { Button, FileInput, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_KINDS, type CommandResult, type PhotoKind } from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { fileToBase64 } from '../../../lib/files';
import { notifyError } from '../../../lib/notify';
import {
  personFileUrl,
  setPersonPhoto,
  setVehiclePhoto,
  vehicleFileUrl,
  type Row,
} from '../api/administration.api';

type Done = (result: CommandResult, messageKey: string) => void;

type FileUrl = (key: string) => Promise<string>;

function Photo({ photoKey, urlOf }: { photoKey: string | undefined; urlOf: FileUrl }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photoKey) return undefined;
    let revoke = '';
    urlOf(photoKey).then(
      (u) => {
        revoke = u;
        setUrl(u);
      },
      () => setUrl(null),
    );
    return () => {
      if (revoke) URL.revokeObjectURL(revoke);
    };
  }, [urlOf, photoKey]);
  return url ? (
    <Image src={url} h={160} fit="contain" />
  ) : (
    <Text c="dimmed" size="sm" h={160}>
      —
    </Text>
  );
}

interface PhotosProps {
  photos: Partial<Record<PhotoKind, string>>;
  editable: boolean;
  urlOf: FileUrl;
  send: (
    kind: PhotoKind,
    file: { fileName: string; contentBase64: string },
  ) => Promise<CommandResult>;
  done: Done;
}

/** Profile, mobile and extra photos (JPG or PNG, checked by content on the server). */
function PhotosGrid({ photos, ...rest }: PhotosProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {PHOTO_KINDS.map((kind) => (
        <PhotoCard key={kind} kind={kind} photoKey={photos[kind]} {...rest} />
      ))}
    </SimpleGrid>
  );
}

type PhotoCardProps = Omit<PhotosProps, 'photos'> & {
  kind: PhotoKind;
  photoKey: string | undefined;
};

/** One kind of photo: the stored one, and (when editable) a file to choose and upload. */
function PhotoCard({ kind, photoKey, editable, urlOf, send, done }: PhotoCardProps) {
  const { t } = useTranslation('administration');
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t(`photo.${kind}`)}
        </Text>
        <Photo photoKey={photoKey} urlOf={urlOf} />
        {editable && <PhotoUpload kind={kind} send={send} done={done} />}
      </Stack>
    </Paper>
  );
}

/** The file chosen for one kind of photo, sent as base64; the result goes to `done`. */
function PhotoUpload({ kind, send, done }: Pick<PhotoCardProps, 'kind' | 'send' | 'done'>) {
  const { t } = useTranslation('administration');
  const [file, setFile] = useState<File | null>(null);
  const upload = async (chosen: File) => {
    try {
      const contentBase64 = await fileToBase64(chosen);
      done(await send(kind, { fileName: chosen.name, contentBase64 }), 'photoSaved');
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Group align="end" wrap="nowrap">
      <FileInput
        size="xs"
        accept="image/jpeg,image/png"
        value={file}
        onChange={setFile}
        clearable
        placeholder={t('choose')}
        data-testid={`photo-${kind}`}
      />
      <Button size="xs" onClick={() => file && void upload(file)} disabled={!file}>
        {t('upload')}
      </Button>
    </Group>
  );
}

const photosOf = (record: Row) =>
  (record.photos as Partial<Record<PhotoKind, string>> | undefined) ?? {};

/** A person's photos; a terminated person's are read-only. */
export function PersonPhotosTab({ person, done }: { person: Row; done: Done }) {
  const personId = String(person.personId);
  const urlOf = useCallback((key: string) => personFileUrl(personId, key), [personId]);
  const send: PhotosProps['send'] = (kind, file) =>
    setPersonPhoto({ commandId: newCommandId(), personId, kind, file });
  return (
    <PhotosGrid
      photos={photosOf(person)}
      editable={person.state !== 'terminated'}
      urlOf={urlOf}
      send={send}
      done={done}
    />
  );
}

/** A vehicle's photos (spec §3 Vehicle: profile, mobile, extra). */
export function VehiclePhotosTab({ vehicle, done }: { vehicle: Row; done: Done }) {
  const vehicleId = String(vehicle.vehicleId ?? vehicle.plate);
  const urlOf = useCallback((key: string) => vehicleFileUrl(vehicleId, key), [vehicleId]);
  const send: PhotosProps['send'] = (kind, file) =>
    setVehiclePhoto({ commandId: newCommandId(), vehicleId, kind, file });
  return <PhotosGrid photos={photosOf(vehicle)} editable urlOf={urlOf} send={send} done={done} />;
}

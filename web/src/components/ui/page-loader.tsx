import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's loader: "Por favor espere...". */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={240} data-testid="page-loader">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t('loading')}</Text>
      </Stack>
    </Center>
  );
}

import { Button, Group } from '@mantine/core';

interface Props {
  cancel: string;
  save: string;
  onCancel: () => void;
  saving: boolean;
  /** the save button's data-testid */
  saveTestId?: string;
}

/** A form's last row: Cancel, then the submit button (loading while it saves), at the end. */
export function FormButtons({ cancel, save, onCancel, saving, saveTestId }: Props) {
  return (
    <Group justify="end">
      <Button variant="default" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {save}
      </Button>
    </Group>
  );
}

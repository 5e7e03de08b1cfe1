/** A form's submit handler that stays on the page and runs `submit`. */
export const onFormSubmit =
  (submit: () => Promise<void>) =>
  (e: { preventDefault: () => void }): void => {
    e.preventDefault();
    void submit();
  };

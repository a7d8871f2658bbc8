import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { SubmitButton, TextField } from './fields';
import { OnInvalidSubmit } from './invalid-submit';
import { yup } from './yup';

afterEach(cleanup);

describe('OnInvalidSubmit', () => {
  it('hears every submit the rules refuse, not the ones that go through', async () => {
    const onInvalid = vi.fn();
    const save = vi.fn(async () => undefined);
    renderUi(
      <Formik initialValues={{ name: '' }} validationSchema={yup.object({ name: yup.string().default('').required('Name fehlt') })} onSubmit={save}>
        <>
          <OnInvalidSubmit onInvalid={onInvalid} />
          <TextField name="name" label="Name" testId="name" />
          <SubmitButton>Speichern</SubmitButton>
        </>
      </Formik>,
    );
    expect(onInvalid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(2));
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Lager' } });
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Formik } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { DateField } from '../date/date-field';
import { SubmitButton, TextField } from './fields';
import { applyServerErrors } from './server-errors';
import { yup } from './yup';

afterEach(cleanup);

const schema = yup.object({ name: yup.string().default('').required('Name ist erforderlich.'), zip: yup.string().default(''), from: yup.string().default('') });
const validation = (errors: { path: string; message: string }[]) =>
  new ApolloError({ graphQLErrors: [new GraphQLError('Ungültige Eingabe', { extensions: { code: 'VALIDATION', errors } })] });

function setup(save: (values: { name: string; zip: string; from: string }) => Promise<void>) {
  renderUi(
    <Formik
      initialValues={{ name: '', zip: '', from: '' }}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        try {
          await save(values);
        } catch (err) {
          applyServerErrors(err, values, form, { 'location.': '' });
        }
      }}
    >
      <>
        <TextField name="name" label="Name" testId="name" />
        <TextField name="zip" label="PLZ" testId="zip" normalize={(s) => s.replace(/\D/g, '')} />
        <DateField name="from" label="Ab" testId="from" />
        <SubmitButton>Speichern</SubmitButton>
      </>
    </Formik>,
  );
}

describe('form fields bound to formik by name', () => {
  it('show a rule error only once the field was left or the form submitted', async () => {
    const save = vi.fn(async () => undefined);
    setup(save);
    expect(screen.queryByText('Name ist erforderlich.')).toBeNull();
    fireEvent.click(screen.getByText('Speichern'));
    await screen.findByText('Name ist erforderlich.');
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Lager Nord' } });
    await waitFor(() => expect(screen.queryByText('Name ist erforderlich.')).toBeNull());
  });

  it('write what is typed through normalize, and a typed day as YYYY-MM-DD', async () => {
    const save = vi.fn(async () => undefined);
    setup(save);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'A' } });
    fireEvent.change(screen.getByTestId('zip'), { target: { value: '01a067' } });
    fireEvent.change(screen.getByTestId('from'), { target: { value: '24.11.2026' } });
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'A', zip: '01067', from: '2026-11-24' }));
  });

  it("put the server's 422 on the field until that field changes", async () => {
    const save = vi.fn(async () => {
      throw validation([
        { path: 'location.zip', message: 'PLZ ist ungültig' },
        { path: 'location.name', message: 'Name ist vergeben' },
      ]);
    });
    setup(save);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Lager' } });
    fireEvent.click(screen.getByText('Speichern'));
    await screen.findByText('PLZ ist ungültig');
    expect(screen.getByText('Name ist vergeben')).toBeTruthy();
    fireEvent.change(screen.getByTestId('zip'), { target: { value: '12345' } });
    await waitFor(() => expect(screen.queryByText('PLZ ist ungültig')).toBeNull());
    expect(screen.getByText('Name ist vergeben')).toBeTruthy();
  });

  it('SubmitButton warns about a submit its rules refused, and only then', async () => {
    const save = vi.fn(async () => undefined);
    const warn = vi.fn();
    renderUi(
      <Formik initialValues={{ name: '', zip: '', from: '' }} validationSchema={schema} onSubmit={save}>
        <>
          <TextField name="name" label="Name" testId="name" />
          <SubmitButton onInvalid={warn}>Speichern</SubmitButton>
        </>
      </Formik>,
    );
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith({ name: 'Name ist erforderlich.' }));
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Lager' } });
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

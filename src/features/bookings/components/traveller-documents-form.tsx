import { useState, type FormEvent } from 'react';
import { travellerFileProblem } from '@/backend/domain/traveller-files';
import { adultAgeRefused, isAdultAge } from '@/backend/domain/traveller-permits';
import type { TravellerPermitStatus } from '@/backend/domain/traveller-permits';
import { isBackendError } from '@/backend/errors';
import {
  genders,
  idNumberSchema,
  idTypes,
  idTypeWords,
  type Booking,
  type Gender,
  type IdType,
  type TravellerFileKind,
} from '@/backend/schemas';
import { limits } from '@/backend/limits';
import { Button } from '@/components/ui/button';
import { FieldFrame, SelectField, TextField, controlClasses } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { useSaveTravellerDocuments } from '../use-save-traveller-documents';

const acceptedFiles = 'image/jpeg,image/png,image/webp,application/pdf';
const fileHint = 'A photo or scan (JPEG, PNG or WebP) or a PDF, up to 5 MB.';

/** The ID types every one of the traveller's permits accepts from them (in the usual order). */
function idTypesFor(status: TravellerPermitStatus): IdType[] {
  return idTypes.filter((type) => status.permits.every((permit) => permit.needed.idTypes.includes(type)));
}

interface Props {
  id: string;
  booking: Booking;
  status: TravellerPermitStatus;
  onSaved: () => void;
}

/** One traveller's ID type and number, and the ID, photo and Indian visa to upload, with each upload's progress. */
export function TravellerDocumentsForm({ id, booking, status, onSaved }: Props) {
  const notify = useNotify();
  const save = useSaveTravellerDocuments();
  const { traveller, document } = status;
  const offered = idTypesFor(status);
  const choices = offered.length > 0 ? offered : [...idTypes];
  const needsPhoto = status.permits.some((permit) => permit.needed.photo);
  const needsVisa = status.permits.some((permit) => permit.needed.visa);
  const [idType, setIdType] = useState<IdType>(
    document?.idType && choices.includes(document.idType) ? document.idType : choices[0]!,
  );
  const [idNumber, setIdNumber] = useState(document?.idNumber ?? '');
  // Asked here when the request left them for later: the permit offices need them, the operator's answer did not.
  const askName = !traveller.named;
  const askGender = askName || (traveller.gender === '' && booking.party?.[traveller.index] !== undefined);
  const askAge = !traveller.aged;
  const [name, setName] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [age, setAge] = useState('');
  const [files, setFiles] = useState<Record<TravellerFileKind, File | null>>({ id: null, photo: null, visa: null });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'gender' | 'age' | 'idNumber' | TravellerFileKind, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<TravellerFileKind, number>>>({});

  function chooseFile(kind: TravellerFileKind, file: File | null) {
    const problem = file ? travellerFileProblem(file) : null;
    setErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [kind]: problem ? null : file }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = idNumberSchema.safeParse(idNumber);
    const found: typeof errors = {
      name: askName && name.trim() === '' ? 'Please enter the traveller’s full name.' : undefined,
      gender: askGender && gender === '' ? 'Please choose a gender.' : undefined,
      age: askAge && !(/^\d{1,3}$/.test(age.trim()) && isAdultAge(Number(age))) ? adultAgeRefused : undefined,
      idNumber: number.success ? undefined : (number.error.issues[0]?.message ?? 'Please enter the ID number'),
      id: errors.id,
      photo: errors.photo,
      visa: errors.visa,
    };
    setErrors(found);
    if (found.name || found.gender || found.age || found.idNumber || found.id || found.photo || found.visa) return;
    setProgress({});
    save.mutate(
      {
        bookingId: booking.id,
        travellerIndex: traveller.index,
        idType,
        idNumber,
        ...(askName ? { name: name.trim() } : {}),
        ...(askGender && gender ? { gender } : {}),
        ...(askAge ? { age: Number(age) } : {}),
        idFile: files.id,
        photoFile: needsPhoto ? files.photo : null,
        visaFile: needsVisa ? files.visa : null,
        onProgress: (kind, fraction) => setProgress((current) => ({ ...current, [kind]: fraction })),
      },
      {
        onSuccess: () => {
          notify('success', `Documents saved for ${askName ? name.trim() : traveller.name}.`);
          onSaved();
        },
        onError: (error) => console.warn('Could not save the traveller documents:', isBackendError(error) ? error.code : error),
      },
    );
  }

  const failure = save.isError
    ? isBackendError(save.error) && save.error.code !== 'unavailable'
      ? `We could not save the documents. ${save.error.message}`
      : 'We could not save the documents. Please check your connection and try again.'
    : null;

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      aria-label={`Documents for ${traveller.name}`}
      className="mt-3 grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2"
    >
      {askName ? (
        <TextField
          label="Full name (as on the ID)"
          value={name}
          autoComplete="off"
          maxLength={limits.personName}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
      ) : null}
      {askGender ? (
        <SelectField
          label="Gender"
          value={gender}
          error={errors.gender}
          onChange={(event) => setGender(event.target.value as Gender | '')}
        >
          <option value="">Choose</option>
          {genders.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      ) : null}
      {askAge ? (
        <TextField
          label="Age"
          value={age}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          error={errors.age}
          onChange={(event) => setAge(event.target.value)}
        />
      ) : null}
      <SelectField label="ID type" value={idType} onChange={(event) => setIdType(event.target.value as IdType)}>
        {choices.map((type) => (
          <option key={type} value={type}>
            {idTypeWords[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="ID number"
        value={idNumber}
        autoComplete="off"
        maxLength={40}
        error={errors.idNumber}
        onChange={(event) => setIdNumber(event.target.value)}
      />
      <FileField
        kind="id"
        label="Copy of the ID"
        onFile={document?.idPath ? 'We have a copy on file; choose a file to replace it.' : undefined}
        error={errors.id}
        progress={save.isPending ? progress.id : undefined}
        onChange={chooseFile}
      />
      {needsPhoto ? (
        <FileField
          kind="photo"
          label="Passport-size photo"
          onFile={document?.photoPath ? 'We have a photo on file; choose a file to replace it.' : undefined}
          error={errors.photo}
          progress={save.isPending ? progress.photo : undefined}
          onChange={chooseFile}
        />
      ) : null}
      {needsVisa ? (
        <FileField
          kind="visa"
          label="Copy of the Indian visa"
          onFile={document?.visaPath ? 'We have a copy of the visa on file; choose a file to replace it.' : undefined}
          error={errors.visa}
          progress={save.isPending ? progress.visa : undefined}
          onChange={chooseFile}
        />
      ) : null}
      {failure ? (
        <div className="sm:col-span-2">
          <InlineNotice kind="error">{failure}</InlineNotice>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="min-h-11">
          {save.isPending ? 'Saving...' : 'Save documents'}
        </Button>
      </div>
    </form>
  );
}

interface FileFieldProps {
  kind: TravellerFileKind;
  label: string;
  onFile: string | undefined;
  error: string | undefined;
  progress: number | undefined;
  onChange: (kind: TravellerFileKind, file: File | null) => void;
}

function FileField({ kind, label, onFile, error, progress, onChange }: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={onFile ? `${onFile} ${fileHint}` : fileHint}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            type="file"
            accept={acceptedFiles}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${controlClasses} min-h-11`}
            onChange={(event) => onChange(kind, event.target.files?.[0] ?? null)}
          />
          {progress !== undefined ? (
            <progress className="mt-2 block w-full" max={1} value={progress} aria-label={`Uploading ${label.toLowerCase()}`}>
              {Math.round(progress * 100)}%
            </progress>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}

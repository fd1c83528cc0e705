import { useRef, useState } from 'react';
import type { PathKey } from '../edits';
import { idOf, numberOrText, problemsAt, useFields } from './field-context';
import { describedBy, FieldFrame } from './FieldFrame';
import type { FieldInfo } from './schema-fields';
import { altAsk, uploadedEdits, type Uploaded } from '../upload-fields';

/** The group a field belongs to: its keys (an image's src beside its alt, width and height) and its values. */
export interface Group {
  keys: string[];
  value: Record<string, unknown>;
}

const FORMATS = ['', 'rand', 'rand-cents', 'whole-rand', 'rand-words', 'cents', 'percent'];

/** One value: text, a number, a value name or number (amount), yes/no, or one of a fixed list. */
export function ScalarField({
  info,
  path,
  value,
  label,
  hint,
  group,
}: {
  info: FieldInfo;
  path: PathKey[];
  value: unknown;
  label: string;
  hint?: 'link' | 'media' | 'page';
  group?: Group;
}) {
  const context = useFields();
  // What an upload filled in, and the alt text asked for: said under the field until the next upload.
  const [uploadNote, setUploadNote] = useState<string | undefined>(undefined);
  const uploaded = (image: Uploaded) => {
    const keys = group?.keys ?? [];
    for (const step of uploadedEdits(path, image, keys)) context.edit(step);
    setUploadNote(altAsk(image, keys, group?.value.alt));
    if (keys.includes('alt')) document.getElementById(idOf(context.file, [...path.slice(0, -1), 'alt']))?.focus();
  };
  const id = idOf(context.file, path);
  const problems = problemsAt(context, path);
  const described = describedBy(id, info.description, problems);
  const { shape } = info;
  const write = (next: unknown) => context.edit(next === undefined ? { op: 'unset', path } : { op: 'set', path, value: next });
  // An optional field left empty is taken out of the file rather than written as "".
  const fromText = (text: string) => (text === '' && info.optional ? undefined : text);
  let control;
  if (shape.is === 'boolean') {
    return (
      <FieldFrame id={id} label={label} description={info.description} problems={problems} check>
        <input
          type="checkbox"
          {...described}
          checked={value === true || (value === undefined && info.defaultValue === true)}
          onChange={(event) => write(event.target.checked)}
        />
      </FieldFrame>
    );
  }
  if (shape.is === 'choice' || hint === 'link') {
    const options = shape.is === 'choice' ? shape.values : context.links;
    const current = value === undefined ? '' : String(value);
    control = (
      <select {...described} value={current} onChange={(event) => write(event.target.value === '' ? undefined : event.target.value)}>
        <option value="">{info.defaultValue !== undefined ? `Default (${String(info.defaultValue)})` : 'Choose…'}</option>
        {current !== '' && !options.includes(current) ? <option value={current}>{current} (not known)</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (shape.is === 'number' || shape.is === 'amount') {
    const list = shape.is === 'amount' ? `${id}-values` : undefined;
    control = (
      <>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...described}
          list={list}
          value={value === undefined ? '' : String(value)}
          placeholder={info.defaultValue !== undefined ? String(info.defaultValue) : undefined}
          onChange={(event) => write(event.target.value === '' && info.optional ? undefined : numberOrText(event.target.value))}
        />
        {list ? (
          <datalist id={list}>
            {context.values.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : null}
      </>
    );
  } else {
    const list = hint === 'media' ? context.media : hint === 'page' ? context.pagePaths : undefined;
    control = (
      <>
        <TextInput
          label={label}
          described={described}
          value={value === undefined ? '' : String(value)}
          placeholder={info.defaultValue !== undefined ? String(info.defaultValue) : undefined}
          list={list ? `${id}-list` : undefined}
          onChange={(text) => write(fromText(text))}
          placeholders={shape.is === 'text' && shape.kind === 'text' ? ['{city}', ...shape.locals.map((local) => `{${local}}`)] : undefined}
        />
        {list ? (
          <datalist id={`${id}-list`}>
            {list.map((item) => (
              <option key={item} value={item} />
            ))}
          </datalist>
        ) : null}
        {hint === 'media' ? (
          <>
            <label className="upload">
              Upload an image for {label}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void context.upload(file).then((image) => image && uploaded(image));
                  event.target.value = '';
                }}
              />
            </label>
            {uploadNote ? (
              <p className="hint" aria-live="polite">
                {uploadNote}
              </p>
            ) : null}
          </>
        ) : null}
      </>
    );
  }
  return (
    <FieldFrame id={id} label={label} description={info.description} problems={problems}>
      {control}
    </FieldFrame>
  );
}

/** A text input, with the placeholders its kind allows offered for insertion at the caret. */
function TextInput({
  label,
  described,
  value,
  placeholder,
  list,
  onChange,
  placeholders,
}: {
  label: string;
  described: ReturnType<typeof describedBy>;
  value: string;
  placeholder?: string;
  list?: string;
  onChange: (text: string) => void;
  placeholders?: string[];
}) {
  const context = useFields();
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [name, setName] = useState('{city}');
  const [format, setFormat] = useState('');
  const long = value.length > 70 || value.includes('\n');
  const common = { ...described, value, placeholder, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  const insert = () => {
    const element = input.current;
    const token = name === '{city}' || !format ? name : `${name.slice(0, -1)}:${format}}`;
    const at = element?.selectionStart ?? value.length;
    onChange(value.slice(0, at) + token + value.slice(element?.selectionEnd ?? at));
    element?.focus();
  };
  return (
    <>
      {long ? (
        <textarea ref={input as React.RefObject<HTMLTextAreaElement>} rows={3} {...common} />
      ) : (
        <input ref={input as React.RefObject<HTMLInputElement>} type="text" autoComplete="off" list={list} {...common} />
      )}
      {placeholders ? (
        <div className="insert" role="group" aria-label={`Insert a placeholder into ${label}`}>
          <select aria-label="Placeholder" value={name} onChange={(event) => setName(event.target.value)}>
            {[...placeholders, ...context.values.map((v) => `{${v}}`)].map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
          <select
            aria-label="Written as"
            value={format}
            onChange={(event) => setFormat(event.target.value)}
            disabled={name === '{city}' || placeholders.includes(name)}
          >
            {FORMATS.map((option) => (
              <option key={option} value={option}>
                {option || 'number'}
              </option>
            ))}
          </select>
          <button type="button" onClick={insert}>
            Insert
          </button>
        </div>
      ) : null}
    </>
  );
}

// The pet form's rules as the widgets run them (no server): which message a missing
// type/species gets, dates against a given New Zealand "today", and normalised values.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_FUTURE, NAME_REQUIRED, PetPhotoSchema, SPECIES_REQUIRED, TYPE_REQUIRED, petSchema } from './pets';

const schema = petSchema('2026-11-23');
const firstMessage = (input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('petSchema', () => {
  it.each([
    [{ type: 'dog' }, NAME_REQUIRED],
    [{ name: 'Rex', type: '' }, TYPE_REQUIRED],
    [{ name: 'Rex', type: null }, TYPE_REQUIRED],
    [{ name: 'Rex' }, SPECIES_REQUIRED],
    [{ name: 'Rex', speciesId: '' }, SPECIES_REQUIRED],
    [{ name: 'Rex', type: '', speciesId: '' }, SPECIES_REQUIRED],
    [{ name: 'Rex', species: { id: null } }, SPECIES_REQUIRED],
    [{ name: 'Rex', type: 'dog', dateOfBirth: '2026-11-24' }, DATE_OF_BIRTH_FUTURE],
    [{ name: 'Rex', type: 'dog', dateOfBirth: '2026-11-23' }, null],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('normalises what the form sends', () => {
    expect(
      v.parse(schema, {
        name: ' Rex ',
        species: { id: '4' },
        weight: '12.345',
        microchipNumber: '985-112-003-456-789',
        dateOfBirth: '2020-01-31T11:00:00Z',
        breed: null,
        desexed: '',
      }),
    ).toEqual({
      name: 'Rex',
      type: null,
      speciesId: 4,
      otherPetType: '',
      breed: '',
      gender: null,
      dateOfBirth: '2020-02-01',
      weight: 12.35,
      desexed: null,
      microchipNumber: '985112003456789',
    });
  });
});

describe('PetPhotoSchema', () => {
  it.each([
    [{ photoData: 'iVBORw0KGgo=', photoFilename: 'a.jpeg' }, true],
    [{ photoData: 'iVBORw0KGgo=', photoFilename: 'a.webp' }, true],
    [{ photoData: 'iVBORw0KGgo=', photoFilename: 'a.GIF' }, true],
    [{ photoData: 'data:image/svg+xml;base64,PHN2Zz4=', photoFilename: 'a.svg' }, false],
    [{ photoData: 'iVBORw0KGgo=', photoFilename: 'a.heic' }, false],
    [{ photoData: '', photoFilename: 'a.png' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(v.safeParse(PetPhotoSchema, input).success).toBe(valid);
  });
});

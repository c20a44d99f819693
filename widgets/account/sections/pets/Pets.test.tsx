import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../../renderAccount';
import { fail } from '../../testServer';
import { PET_LINKED_MESSAGE } from './PetForm';
import { NO_HEALTH_RECORDS } from './PetHealth';
import { PET_NOT_FOUND } from './Pets';

/** jsdom decodes no images: a stand-in that reports the size a test wants. */
function imagesOfSize(width: number, height: number) {
  vi.stubGlobal(
    'Image',
    class {
      naturalWidth = width;
      naturalHeight = height;
      onload: (() => void) | null = null;
      set src(_value: string) {
        setTimeout(() => this.onload?.());
      }
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const pets = () => renderAccount({ section: 'pets' });

describe('<vet-account section="pets">', () => {
  it("shows a linked pet's health records: age, overdue vaccinations, due dates and treatments", async () => {
    const { user } = await pets();
    const card = await screen.findByRole('link', { name: /Bella/ });
    expect(card.textContent).toContain('Vaccination overdue: F3');
    await user.click(card);
    const health = screen.getByRole('region', { name: 'Health' });
    expect(within(health).getByText('7 years')).toBeTruthy();
    expect(within(health).getByText('Vaccination overdue: F3')).toBeTruthy();
    const vaccinations = within(health).getByRole('region', { name: 'Vaccinations' });
    expect(
      within(vaccinations)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['VaccinationDueVet', 'C501 Mar 2027Dr Aroha Ngata', 'F310 Oct 2026Dr Aroha Ngata']);
    const treatments = within(health).getByRole('region', { name: 'Treatments' });
    expect(within(treatments).getAllByRole('row')[1]!.textContent).toBe('Flea and worm02 Oct 2026Dr Ben Cole');
  });

  it('a pet has its own URL: opening sets ?vet-pet=, a reload (or an old ?pet= link) opens it, Back returns to the grid, an unknown id says so', async () => {
    const { user } = await pets();
    const bella = await screen.findByRole('link', { name: /Bella/ });
    expect(bella.getAttribute('href')).toBe('?vet-pet=11');
    await user.click(bella);
    expect(location.search).toBe('?vet-pet=11');
    expect(screen.getByRole('heading', { name: 'Bella' })).toBeTruthy();
    history.back();
    expect(await screen.findByRole('link', { name: /Pip/ })).toBeTruthy();
    expect(location.search).toBe('');
    document.body.innerHTML = '';

    history.replaceState(null, '', '/account/pets?pet=12');
    await pets();
    expect(await screen.findByRole('heading', { name: 'Pip' })).toBeTruthy();
    document.body.innerHTML = '';

    history.replaceState(null, '', '/account/pets?vet-pet=999');
    await pets();
    expect(await screen.findByText(PET_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bella/ })).toBeTruthy();
  });

  it("a host page's own ?pet= that is not one of ours is left alone", async () => {
    history.replaceState(null, '', '/our-team?pet=bella');
    const { user } = await pets();
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    expect(location.search).toBe('?pet=bella&vet-pet=12');
    expect(screen.queryByText(PET_NOT_FOUND)).toBeNull();
  });

  it('a pet added on the portal has no records yet, and says so', async () => {
    const { user } = await pets();
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    expect(within(screen.getByRole('region', { name: 'Health' })).getByText(NO_HEALTH_RECORDS)).toBeTruthy();
  });

  it('shows the pets as a grid with an Add new pet button', async () => {
    await pets();
    expect(await screen.findByRole('link', { name: /Bella/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pip/ }).textContent).toContain('Rabbit');
    expect(screen.getByRole('button', { name: 'Add new pet' })).toBeTruthy();
  });

  it("says 'There are no pets to display' when there are none (or the list fails)", async () => {
    await renderAccount({ section: 'pets' }, { 'GET /api/v1/pet': fail(500) });
    expect(await screen.findByText('There are no pets to display')).toBeTruthy();
  });

  it('shows a practice-linked pet read-only with the contact-your-vet message', async () => {
    const { user } = await pets();
    await user.click(await screen.findByRole('link', { name: /Bella/ }));
    expect(screen.getByText(PET_LINKED_MESSAGE)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save|Delete pet/ })).toBeNull();
    expect(screen.queryByLabelText('Choose a photo')).toBeNull();
  });

  it("asks which animal a pet of species 'Other' is, and requires it then", async () => {
    const { user, server } = await pets();
    await user.click(await screen.findByRole('button', { name: 'Add new pet' }));
    expect(screen.queryByRole('textbox', { name: /Other pet type/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pip');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Species/ }), 'Other');
    const other = screen.getByRole('textbox', { name: /Other pet type/ });
    await user.click(screen.getByRole('button', { name: 'Create pet' }));
    expect(screen.getByText('The Other pet type is required')).toBeTruthy();
    expect(server.calls('POST /api/v1/pet')).toHaveLength(0);
    await user.type(other, 'Guinea pig');
    await user.click(screen.getByRole('button', { name: 'Create pet' }));
    expect(await screen.findByText('Your pet is created.')).toBeTruthy();
    expect(server.calls('POST /api/v1/pet')[0]!.body).toMatchObject({ name: 'Pip', speciesId: 8, otherPetType: 'Guinea pig' });
  });

  it("sends no other-animal text for a species that is not 'Other'", async () => {
    const { user, server } = await pets();
    await user.click(await screen.findByRole('button', { name: 'Add new pet' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pip');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Species/ }), 'Other');
    await user.type(screen.getByRole('textbox', { name: /Other pet type/ }), 'Guinea pig');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Species/ }), 'Rabbit');
    expect(screen.queryByRole('textbox', { name: /Other pet type/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create pet' }));
    expect(await screen.findByText('Your pet is created.')).toBeTruthy();
    expect(server.calls('POST /api/v1/pet')[0]!.body).toMatchObject({ speciesId: 3, otherPetType: '' });
  });

  it('creates a pet with the species form, then offers the photo', async () => {
    imagesOfSize(300, 200);
    const { user, server } = await pets();
    await user.click(await screen.findByRole('button', { name: 'Add new pet' }));
    expect(screen.getByText('You can add a photo once the pet is created.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create pet' }));
    expect(screen.getByText('The Name is required')).toBeTruthy();
    expect(screen.getByText('The Species is required')).toBeTruthy();
    expect(server.calls('POST /api/v1/pet')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Whiskers');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Species/ }), 'Cat');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Desexed/ }), 'Yes');
    await user.type(screen.getByRole('textbox', { name: /^Weight/ }), '4.2');
    await user.click(screen.getByRole('button', { name: 'Create pet' }));
    expect(await screen.findByText('Your pet is created.')).toBeTruthy();
    expect(server.calls('POST /api/v1/pet')[0]!.body).toMatchObject({ name: 'Whiskers', speciesId: 2, desexed: true, weight: 4.2 });

    const input = await screen.findByLabelText('Choose a photo');
    await user.upload(input as HTMLInputElement, new File(['png'], 'whiskers.png', { type: 'image/png' }));
    expect(await screen.findByText('Your pet profile picture has been updated.')).toBeTruthy();
    const photo = server.calls('PUT /api/v1/pet/13/addphoto')[0]!.body as { photoFilename: string; photoData: string };
    expect(photo.photoFilename).toBe('whiskers.png');
    expect(photo.photoData).toMatch(/^data:image\/png;base64,/);
  });

  it.each([
    ['too large', 900, 300, 'whiskers.png', 'image/png', 'Image must be no larger than 800x400px'],
    ['an SVG drawing', 100, 100, 'whiskers.svg', 'image/svg+xml', 'File must be a png, jpg, jpeg, webp, gif image'],
  ])('refuses a photo that is %s', async (_what, width, height, name, type, message) => {
    imagesOfSize(width, height);
    const { user, server } = await pets();
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    // fireEvent, not user.upload: a browser's picker may still hand over a file the accept list leaves out.
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [new File(['x'], name, { type })] } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.calls('PUT /api/v1/pet/12/addphoto')).toHaveLength(0);
  });

  it('offers raster pictures only in the photo picker (no SVG drawings)', async () => {
    const { user } = await pets();
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    expect(screen.getByLabelText('Choose a photo').getAttribute('accept')).toBe('.png,.jpg,.jpeg,.webp,.gif');
  });

  it('updates a pet, and goes back to the grid', async () => {
    const { user, server } = await pets();
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Pipkin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your pet details have been updated.')).toBeTruthy();
    expect(server.calls('PUT /api/v1/pet/12')[0]!.body).toMatchObject({ id: 12, name: 'Pipkin', speciesId: 3 });
    await user.click(screen.getByRole('button', { name: /Back to pets/ }));
    expect(await screen.findByRole('link', { name: /Pipkin/ })).toBeTruthy();
  });

  it('keeps what was typed and shows the server message when saving fails', async () => {
    const { user } = await renderAccount(
      { section: 'pets' },
      {
        'PUT /api/v1/pet/12': fail(422, 'The weight must be a number between 0.01 and 2000 kg', {
          weight: 'The weight must be a number between 0.01 and 2000 kg',
        }),
      },
    );
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    await user.type(screen.getByRole('textbox', { name: /^Weight/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('The weight must be a number between 0.01 and 2000 kg')).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: /^Weight/ }) as HTMLInputElement).value).toBe('3');
  });

  it('removes a pet after confirming and returns to the grid', async () => {
    const { user, server } = await pets();
    await user.click(await screen.findByRole('link', { name: /Pip/ }));
    await user.click(screen.getByRole('button', { name: 'Delete pet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete pet' }));
    await waitFor(() => expect(server.calls('DELETE /api/v1/pet/12')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Add new pet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pip/ })).toBeNull();
  });
});

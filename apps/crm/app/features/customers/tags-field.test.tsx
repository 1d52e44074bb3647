import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInCrm } from '../../testing/render-in-crm';
import { TagsField } from './tags-field';

function Tags({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagsField label="Tags" tags={tags} onChange={setTags} suggestions={['VIP', 'кофе']} />;
}

const chipNames = () =>
  within(screen.getByRole('list', { name: 'Tags' }))
    .getAllByRole('listitem')
    .map((chip) => chip.firstChild?.textContent);

describe('TagsField', () => {
  it('removes a chip from the keyboard and keeps the focus on the next chip, then the field', async () => {
    const user = userEvent.setup();
    renderInCrm(<Tags initial={['VIP', 'Ваке', 'кофе']} />);
    screen.getByRole('button', { name: 'Remove the tag Ваке' }).focus();
    await user.keyboard('{Enter}');
    expect(chipNames()).toEqual(['VIP', 'кофе']);
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove the tag кофе' }));

    await user.keyboard(' ');
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove the tag VIP' }));
    await user.keyboard('{Enter}');
    await new Promise(requestAnimationFrame);
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Tags' }));
  });

  it('adds a typed tag once whatever its case, and offers the project’s tags not yet chosen', async () => {
    const user = userEvent.setup();
    renderInCrm(<Tags initial={['VIP']} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'vip{Enter} кофе {Enter}');
    expect(chipNames()).toEqual(['VIP', 'кофе']);
    expect((input as HTMLInputElement).value).toBe('');
    const options = [...document.querySelectorAll('datalist option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(options).toEqual([]);
  });
});

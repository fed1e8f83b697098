import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, chakra, Input, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { scrollToAnchor } from '../../../lib/scroll';
import { useFilterStore } from '../store';
import { brandSolid } from '../../../config/brand-button';

/**
 * Hero search. Enter or the Search button applies the text and scrolls to the routes list;
 * clearing the box resets the search at once. No minimum length.
 */
export function SearchBox() {
  const applied = useFilterStore((s) => s.filters.search);
  const setFilter = useFilterStore((s) => s.setFilter);
  const [text, setText] = useState(applied);
  const id = useId();

  // Back/Forward or Clear Filters change the applied search: show it.
  useEffect(() => setText(applied), [applied]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter('search', text.trim());
    scrollToAnchor('routes');
  };

  return (
    <chakra.form
      role="search"
      // Before the app has taken over a server-rendered page, the browser sends the search as a
      // filtered link (/?search=...), which the app then applies; afterwards onSubmit does it here.
      method="get"
      action="/#routes"
      onSubmit={submit}
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      gap="2"
      w="full"
      maxW="2xl"
      mx="auto"
      bg="white"
      p="2"
      borderRadius="xl"
      boxShadow="xl"
    >
      <VisuallyHidden asChild>
        <label htmlFor={id}>Search trails</label>
      </VisuallyHidden>
      <Input
        id={id}
        name="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search trails by name or location..."
        value={text}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          if (value === '') setFilter('search', '');
        }}
        size="lg"
        border="none"
        color="gray.900"
        _placeholder={{ color: 'gray.500' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '0' }}
      />
      <Button type="submit" size="lg" colorPalette="brand" {...brandSolid} px={{ base: '4', md: '6' }}>
        <Search aria-hidden="true" />
        Search
      </Button>
    </chakra.form>
  );
}

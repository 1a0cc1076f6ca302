import { COUNTRY_CODES, NORTH_AMERICAN_COUNTRY_CODES } from '@lineup/contracts/countries';
import { addressTexts } from '@lineup/contracts/texts/customers';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { countryLabel, findCountries } from '@/components/address-form/address-form-values';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const OTHER_COUNTRY_CODES = COUNTRY_CODES.filter((code) => !NORTH_AMERICAN_COUNTRY_CODES.includes(code));

/**
 * The address's country: a button showing the chosen one that opens a search over every country,
 * North America first; a search lists the countries it finds best first (findCountries: the list
 * filters itself, as cmdk's own sorting misplaces items that come back into view). A code the list
 * no longer offers (a withdrawn one an address was saved with) is shown, and offered, as long as it
 * is the value. `onBlur` is called when the list closes, so a form checking on blur does not
 * complain while a country is being chosen.
 */
export function CountryCombobox({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const savedOnly = value !== '' && !COUNTRY_CODES.includes(value) ? [value] : [];
  const found = search.trim() === '' ? null : findCountries([...savedOnly, ...COUNTRY_CODES], search);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setSearch('');
    onBlur?.();
  };
  const item = (code: string) => (
    <CommandItem
      key={code}
      value={code}
      onSelect={() => {
        onChange(code);
        changeOpen(false);
      }}
    >
      <Check className={cn(code === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
      {countryLabel(code)}
    </CommandItem>
  );

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          disabled={disabled}
          className="w-full justify-between font-normal"
        >
          <span className={cn('truncate', value === '' && 'text-muted-foreground')}>
            {value === '' ? addressTexts.selectCountry : countryLabel(value)}
          </span>
          <ChevronsUpDown className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <Command label={addressTexts.searchCountry} shouldFilter={false}>
          <CommandInput placeholder={addressTexts.searchCountry} value={search} onValueChange={setSearch} />
          <CommandList>
            <CommandEmpty>{addressTexts.noCountryFound}</CommandEmpty>
            {found ? (
              <CommandGroup>{found.map(item)}</CommandGroup>
            ) : (
              <>
                <CommandGroup heading={addressTexts.northAmericanCountries}>
                  {NORTH_AMERICAN_COUNTRY_CODES.map(item)}
                </CommandGroup>
                <CommandGroup heading={addressTexts.otherCountries}>
                  {[...savedOnly, ...OTHER_COUNTRY_CODES].map(item)}
                </CommandGroup>
              </>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

import { render } from '@testing-library/react';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('renders schema.org data that cannot break out of its script element', () => {
    const { container } = render(
      <JsonLd data={{ '@type': 'BlogPosting', headline: 'Tea </script><script>alert(1)</script>' }} />,
    );
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.type).toBe('application/ld+json');
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Tea </script><script>alert(1)</script>',
    });
  });
});

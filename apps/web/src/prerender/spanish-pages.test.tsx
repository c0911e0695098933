import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

describe('prerendered pages in Spanish (issue 20)', () => {
  it('renders the landing page, About and the 404 in Spanish, and English again after', async () => {
    const home = await renderPage('/', 'es');
    expect(home.html).toContain('Adelantos de dinero sobre sus beneficios del Seguro Social');
    expect(home.html).toContain('Ir al contenido principal');
    expect(home.html).toContain('aria-current="true"');
    const about = await renderPage('/about', 'es');
    expect(about.html).toContain('Quiénes somos');
    expect(about.html).toContain('id="help"');
    const missing = await renderPage('/__prerender/not-found', 'es');
    expect(missing.html).toContain('404: Página no encontrada');
    const english = await renderPage('/', 'en');
    expect(english.html).toContain('Cash advances on your Social Security benefits');
    expect(english.html).not.toContain('Adelantos');
  });
});

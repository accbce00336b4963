import { z } from 'zod';

// Messages zod writes itself (a wrong type where no message of ours applies) in European Portuguese.
z.config(z.locales.pt());

'use client'; // Error boundaries must be Client Components.

import { RouteError } from '@/shared/ui/route-error';

export default RouteError;

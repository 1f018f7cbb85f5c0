'use client'; // Error boundaries must be Client Components.

import { RouteError } from '@/components/route-error';

export default RouteError;

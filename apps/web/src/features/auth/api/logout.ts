import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { publicApiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';

/**
 * Tells the server to revoke the token, without waiting for it or minding a failure, then
 * forgets the token and goes home. Removing the token also drops the customer's cached
 * data (see AppProviders).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = tokenStore.get();
    if (token) {
      // The token is named here because it is gone from storage before the request leaves.
      publicApiClient
        .post('auth/logout', { headers: { Authorization: `Bearer ${token}` } })
        .catch(() => undefined);
    }
    tokenStore.clear();
    void navigate('/');
  }, [navigate]);
}

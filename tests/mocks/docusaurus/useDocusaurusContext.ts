export const mockSiteConfig = {
  title: 'Omnia',
  tagline: 'Make the SAP ecosystem your number one growth channel',
  url: 'https://www.omnia-ecosystem.com',
  baseUrl: '/',
  customFields: {supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'test-anon-key'} as Record<string, unknown>,
};

export default function useDocusaurusContext() {
  return {siteConfig: mockSiteConfig};
}

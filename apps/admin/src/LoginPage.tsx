import { useEffect, useState } from 'react'
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material'
import {
  Form,
  LocalesMenuButton,
  PasswordInput,
  TextInput,
  useCheckAuth,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin'
import { loginRequest } from '@kobza/contract'
import { consoleOnlyMessage } from './authProvider.ts'
import { contractResolver } from './forms/contractResolver.ts'
import { serverMessageKey } from './i18n/serverMessages.ts'

interface Credentials {
  username: string
  password: string
}

/**
 * Kobza's own sign-in page: the design system's theme on a plain background instead of
 * react-admin's gradient, and Email and Password in one full-width column.
 */
export function LoginPage() {
  const translate = useTranslate()
  const login = useLogin()
  const notify = useNotify()
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()
  const [signingIn, setSigningIn] = useState(false)

  useEffect(() => {
    // Already signed in (a second tab, a reload): straight to the dashboard.
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined)
  }, [checkAuth, navigate])

  const submit = async (values: Credentials) => {
    setSigningIn(true)
    try {
      await login(values)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error'
      notify(message === consoleOnlyMessage ? 'kobza.login.console_only' : serverMessageKey(message), {
        type: 'error',
        messageArgs: { _: message },
      })
    } finally {
      setSigningIn(false)
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
      }}
    >
      <Box sx={{ alignSelf: 'flex-end', pt: 1 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400, mt: { xs: 4, sm: 10 } }}>
        <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
          <Typography variant="h4" component="h1" color="secondary">
            Kobza
          </Typography>
          <Typography variant="h6" component="p">
            {translate('kobza.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('kobza.tagline')}
          </Typography>
          <Form
            onSubmit={(values: Record<string, unknown>) =>
              submit({ username: String(values.username), password: String(values.password) })
            }
            resolver={contractResolver(loginRequest, translate, 'login')}
            noValidate
          >
            <Stack spacing={1}>
              <TextInput
                source="username"
                label={translate('kobza.login.email')}
                type="email"
                autoComplete="username"
                autoFocus
                fullWidth
              />
              {/* react-admin's PasswordInput is small by default: medium matches the Email field. */}
              <PasswordInput
                size="medium"
                source="password"
                label={translate('ra.auth.password')}
                autoComplete="current-password"
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={signingIn} fullWidth>
                {signingIn ? <CircularProgress size={22} color="inherit" /> : translate('ra.auth.sign_in')}
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  )
}

// The server is an app on the SDK's integration: its forms, service, problem details and
// language preference are `ValidatorKitServing`'s, which this module re-exports, so that a user of
// `ValidatorKitServer` (its tests, `validator-server`) names them through it as before.
@_exported public import ValidatorKitServing

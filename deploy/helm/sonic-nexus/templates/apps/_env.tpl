{{/* The secret variables of one deployable, each from the release's Secret (or secrets.existingSecret).
Optional keys may be absent from it: the variable is then unset and the code's default applies
(e.g. no MEILI_URL: the embedded search index). Takes (dict "root" $ "ref" ...). */}}
{{- define "sonic-nexus.secretEnv" -}}
{{- $wiring := include "sonic-nexus.wiringOf" (dict "root" .root "name" .ref.name) | fromYaml -}}
{{- $secret := include "sonic-nexus.secretName" .root -}}
{{- $keys := list -}}
{{- if has "mongodb" $wiring.stores }}{{ $keys = append $keys (list "MONGO_URL" false) }}{{ end -}}
{{- if has "nats" $wiring.stores }}{{ $keys = append $keys (list "NATS_URL" false) }}{{ end -}}
{{- if has "meilisearch" $wiring.stores -}}
{{- $keys = append $keys (list "MEILI_URL" true) -}}
{{- $keys = append $keys (list "MEILI_API_KEY" true) -}}
{{- end -}}
{{- if and $wiring.smtp (eq .ref.kind "service") -}}
{{- $keys = append $keys (list "SMTP_USER" true) -}}
{{- $keys = append $keys (list "SMTP_PASSWORD" true) -}}
{{- end -}}
{{- range $keys }}
- name: {{ index . 0 }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ index . 0 }}
      {{- if index . 1 }}
      optional: true
      {{- end }}
{{- end }}
{{- end -}}

{{/* A digest of what the Secret holds that values decide (a generated key excepted), so a pod whose
store or credentials changed restarts; the image tags are not part of it. */}}
{{- define "sonic-nexus.secretChecksum" -}}
{{- $v := .Values -}}
{{- $in := list $v.secrets $v.mongodb.enabled $v.externalMongodb.url $v.nats.enabled $v.externalNats.url $v.meilisearch.enabled $v.meilisearch.masterKey $v.externalMeilisearch $v.smtp.username $v.smtp.password -}}
{{- toJson $in | sha256sum -}}
{{- end -}}

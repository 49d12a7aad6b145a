{{/* The settings of one deployable, the data of its ConfigMap: the variables its config.ts reads
(secrets apart, see _env.tpl), then its own values' env map over them. Takes
(dict "root" $ "ref" <entry of sonic-nexus.apps> "app" <its values>). */}}
{{- define "sonic-nexus.configData" -}}
{{- $root := .root -}}
{{- $ref := .ref -}}
{{- $app := .app -}}
{{- $g := $root.Values.global -}}
{{- $wiring := include "sonic-nexus.wiringOf" (dict "root" $root "name" $ref.name) | fromYaml -}}
{{- $env := dict "HOST" "0.0.0.0" "NODE_ENV" "production" -}}
{{- if ne $ref.kind "frontend" -}}
{{- $_ := set $env "LOG_LEVEL" $g.logLevel -}}
{{- $_ := set $env "ADMIN_PORT" $app.adminPort -}}
{{- with $g.otlpEndpoint }}{{ $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" . }}{{ end -}}
{{- end -}}
{{- if eq $ref.kind "gateway" -}}
{{- $_ := set $env "GATEWAY_PORT" $app.port -}}
{{- $_ := set $env "TRUST_PROXY" $app.trustProxy -}}
{{- $store := $app.rateLimitStore -}}
{{- if eq $store "auto" -}}
{{- /* More than one replica would multiply every limit: they share a NATS KV bucket then. */ -}}
{{- $most := ternary (int $app.autoscaling.maxReplicas) (int $app.replicas) $app.autoscaling.enabled -}}
{{- $store = ternary "nats" "memory" (gt $most 1) -}}
{{- end -}}
{{- $_ := set $env "RATE_LIMIT_STORE" $store -}}
{{- end -}}
{{- if eq $ref.kind "service" -}}
{{- $_ := set $env (printf "%s_GRPC_PORT" (upper $ref.name)) $app.grpcPort -}}
{{- end -}}
{{- range $callee := $wiring.calls -}}
{{- if hasKey $root.Values.services $callee -}}
{{- $_ := set $env (printf "%s_SERVICE_ADDR" (upper $callee)) (include "sonic-nexus.grpcAddress" (dict "root" $root "name" $callee)) -}}
{{- end -}}
{{- end -}}
{{- if $wiring.smtp -}}
{{- $_ := set $env "SMTP_HOST" $root.Values.smtp.host -}}
{{- $_ := set $env "SMTP_PORT" $root.Values.smtp.port -}}
{{- $_ := set $env "PUBLIC_URL" $g.publicUrl -}}
{{- if eq $ref.kind "service" }}{{ $_ := set $env "MAIL_FROM" $root.Values.smtp.from }}{{ end -}}
{{- end -}}
{{- if and (has "nats" $wiring.stores) $root.Values.nats.enabled -}}
{{- /* every stream and bucket it creates is kept by as many servers as the release runs */ -}}
{{- $_ := set $env "NATS_STREAM_REPLICAS" $root.Values.nats.replicas -}}
{{- end -}}
{{- if eq $ref.kind "frontend" -}}
{{- $_ := set $env (printf "%s_PORT" (upper (snakecase $ref.key))) $app.port -}}
{{- end -}}
{{- if has "gateway" $wiring.calls -}}
{{- $_ := set $env "SHARE_API_URL" (printf "http://%s:%v" (include "sonic-nexus.componentName" (dict "root" $root "name" "gateway")) $root.Values.gateway.port) -}}
{{- end -}}
{{- if eq $ref.name "shell" -}}
{{- $_ := set $env "PUBLIC_URL" $g.publicUrl -}}
{{- $_ := set $env "MFE_FEED_SERVER_URL" (printf "http://%s:%v" (include "sonic-nexus.componentName" (dict "root" $root "name" "mfe-feed")) $root.Values.frontends.mfeFeed.port) -}}
{{- range $area, $url := $app.remoteManifestUrls -}}
{{- if $url }}{{ $_ := set $env (printf "MFE_%s_URL" (upper $area)) $url }}{{ end -}}
{{- end -}}
{{- end -}}
{{- range $k, $v := $app.env -}}
{{- $_ := set $env $k $v -}}
{{- end -}}
{{- range $k, $v := $env }}
{{ $k }}: {{ toString $v | quote }}
{{- end -}}
{{- end -}}

{{/* What the three stores share. Each takes (dict "root" $ "name" <store> "store" <its values>). */}}

{{/* A headless Service: the StatefulSet's governing service and the clients' address at once. */}}
{{- define "sonic-nexus.storeService" -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "sonic-nexus.componentName" . }}
  labels:
    {{- include "sonic-nexus.labels" . | nindent 4 }}
spec:
  clusterIP: None
  selector:
    {{- include "sonic-nexus.selectorLabels" . | nindent 4 }}
  ports:
    {{- range $name, $port := .ports }}
    - name: {{ $name }}
      port: {{ $port }}
      targetPort: {{ $name }}
    {{- end }}
{{- end -}}

{{/* Only the processes that use the store (sonic-nexus.wiring) reach it; it reaches nothing, or
with "egress" (a list of {name, port}: components of the release) DNS and those. "serves" names the
store of the wiring when the component is named otherwise (ferretdb serves mongodb); "users" (a
list of components) replaces the wiring's users (postgres: ferretdb alone); "peers" ({port}) lets
the store's own pods reach each other on that port (the routes of a NATS cluster). */}}
{{- define "sonic-nexus.storeNetworkPolicy" -}}
{{- $serves := default .name .serves -}}
{{- $users := list -}}
{{- if .users -}}
{{- $users = .users -}}
{{- else -}}
{{- range $who, $w := include "sonic-nexus.wiring" .root | fromYaml -}}
{{- if has $serves $w.stores }}{{ $users = append $users $who }}{{ end -}}
{{- end -}}
{{- end -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "sonic-nexus.componentName" . }}
  labels:
    {{- include "sonic-nexus.labels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "sonic-nexus.selectorLabels" . | nindent 6 }}
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        {{- range $users }}
        - podSelector:
            matchLabels:
              {{- include "sonic-nexus.selectorLabels" (dict "root" $.root "name" .) | nindent 14 }}
        {{- end }}
      ports:
        - port: {{ .store.port }}
    {{- with .peers }}
    - from:
        - podSelector:
            matchLabels:
              {{- include "sonic-nexus.selectorLabels" $ | nindent 14 }}
      ports:
        - port: {{ .port }}
    {{- end }}
  {{- if .egress }}
  {{- $np := .root.Values.networkPolicy }}
  egress:
    - to:
        - namespaceSelector:
            {{- toYaml $np.dns.namespaceSelector | nindent 12 }}
          podSelector:
            {{- toYaml $np.dns.podSelector | nindent 12 }}
      ports:
        - { port: 53, protocol: UDP }
        - { port: 53, protocol: TCP }
    {{- range .egress }}
    - to:
        - podSelector:
            matchLabels:
              {{- include "sonic-nexus.selectorLabels" (dict "root" $.root "name" .name) | nindent 14 }}
      ports:
        - port: {{ .port }}
    {{- end }}
  {{- else }}
  egress: []
  {{- end }}
{{- end -}}

{{/* The pod-level parts of a store's StatefulSet: the chart's hardening, with the store's user. */}}
{{- define "sonic-nexus.storePodSpec" -}}
serviceAccountName: {{ include "sonic-nexus.serviceAccountName" .root }}
automountServiceAccountToken: false
enableServiceLinks: false
{{- with include "sonic-nexus.imagePullSecrets" .root | trim }}
{{ . }}
{{- end }}
securityContext:
  {{- include "sonic-nexus.podSecurityContext" (dict "root" .root "override" (dict "runAsUser" .store.runAsUser "runAsGroup" .store.runAsUser "fsGroup" .store.runAsUser)) | nindent 2 }}
terminationGracePeriodSeconds: 60
{{- with include "sonic-nexus.placement" (dict "root" .root "app" .store) | trim }}
{{ . }}
{{- end }}
{{- end -}}

{{- define "sonic-nexus.storeContainerSecurity" -}}
{{- include "sonic-nexus.containerSecurityContext" (dict "root" .root "override" (dict "runAsUser" .store.runAsUser "runAsGroup" .store.runAsUser)) -}}
{{- end -}}

{{- define "sonic-nexus.storeVolumeClaim" -}}
volumeClaimTemplates:
  - metadata:
      name: data
    spec:
      accessModes: [ReadWriteOnce]
      {{- with .store.persistence.storageClass }}
      storageClassName: {{ . }}
      {{- end }}
      resources:
        requests:
          storage: {{ .store.persistence.size }}
{{- end -}}

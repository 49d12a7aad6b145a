import { ApiError } from './api-fetch';
import { pictureUrlFromPut, uploadPictureByUrl, uploadPictureDirect } from './picture-upload';
import { restoreFetch, stubFetch } from './testing/fetch-stub';

afterEach(restoreFetch);

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('picture uploads', () => {
  it("sends the settings upload as multipart field 'file' with cookies, answering the picture URL", async () => {
    const calls = stubFetch(() => Response.json({ profilePictureUrl: '/api/pictures/p1' }));
    await expect(uploadPictureDirect(png())).resolves.toBe('/api/pictures/p1');
    expect(calls[0].url).toBe('/api/users/profile-picture/upload-direct');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include' });
    const form = calls[0].init.body as FormData;
    expect(form.get('file')).toBeInstanceOf(Blob);
    // The browser writes the multipart boundary: no Content-Type may be set by hand.
    expect(calls[0].init.headers).toBeUndefined();
  });

  it('turns a refused upload into an ApiError with its status and body', async () => {
    stubFetch(() => Response.json({ message: 'Not an image' }, { status: 400 }));
    const failure = await uploadPictureDirect(png()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, responseText: '{"message":"Not an image"}' });
  });

  it('asks for an upload URL, then PUTs the file there once with its type', async () => {
    let call = 0;
    const calls = stubFetch(() =>
      ++call === 1
        ? Response.json({ uploadURL: '/api/uploads/t1?sig=abc' })
        : Response.json({ profilePictureUrl: '/api/pictures/p2' }),
    );
    await expect(uploadPictureByUrl(png())).resolves.toBe('/api/pictures/p2');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/users/profile-picture/upload'],
      ['PUT', '/api/uploads/t1?sig=abc'],
    ]);
    expect(calls[1].init.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(calls[1].init.body).toBeInstanceOf(Blob);
  });

  it('stops before the PUT when no upload URL is given', async () => {
    const calls = stubFetch(() => Response.json({ message: 'Not authenticated' }, { status: 401 }));
    await expect(uploadPictureByUrl(png())).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it("takes the picture's URL from the PUT's answer, else the upload URL without its signature", () => {
    expect(pictureUrlFromPut('{"profilePictureUrl":"/api/pictures/p3"}', '/api/uploads/t?x=1')).toBe(
      '/api/pictures/p3',
    );
    expect(pictureUrlFromPut('', '/api/uploads/t3?sig=1')).toBe('/api/uploads/t3');
    expect(pictureUrlFromPut('{"ok":true}', '/api/uploads/t4')).toBe('/api/uploads/t4');
  });
});
